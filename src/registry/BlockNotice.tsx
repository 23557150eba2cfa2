import type { Block } from '../model/types';
import type { PlayerStrings } from '../strings/en';

/** What BlockNotice shows: the block it stands in for, why, and the strings it words that with. */
export interface BlockNoticeProps {
  block: Block;
  reason: 'unknown-kind' | 'unsupported-kind' | 'error';
  strings: PlayerStrings;
}

/** Shown instead of a block we cannot render: never a silent gap (spec 2.8 rule 8). */
export function BlockNotice({ block, reason, strings }: BlockNoticeProps) {
  const message =
    reason === 'unknown-kind' ? strings.unknownKind(block.rawType || 'unnamed')
    : reason === 'unsupported-kind' ? strings.unsupportedKind(block.kind)
    : strings.blockError;
  return (
    <div className="method-notice" role="note" data-tone={reason === 'error' ? 'error' : 'info'} data-unknown-kind={reason === 'unknown-kind' ? block.rawType : undefined}>
      {block.title && <p><strong>{block.title}</strong></p>}
      <p>{message}</p>
    </div>
  );
}
