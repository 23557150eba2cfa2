import { parsePreviewArgs, PREVIEW_USAGE } from './previewArgs';
import { startPreviewServer, type PreviewServer, type PreviewServerIo } from './previewServer';

/**
 * `ce-course-player preview …`: the running server, or an exit code when there is none to run
 * (0 after --help, 2 on bad usage or a port that cannot be listened on).
 */
export async function runPreview(argv: readonly string[], io: PreviewServerIo): Promise<PreviewServer | 0 | 2> {
  const parsed = parsePreviewArgs(argv);
  if (parsed.kind === 'help') {
    io.out(PREVIEW_USAGE);
    return 0;
  }
  if (parsed.kind === 'usage') {
    io.err(`ce-course-player preview: ${parsed.message}\n\n${PREVIEW_USAGE}`);
    return 2;
  }
  try {
    const server = await startPreviewServer(parsed.args, io);
    io.out(`\nPreviewing ${parsed.args.coursePath} at ${server.url} (Ctrl+C to stop)`);
    return server;
  } catch (error) {
    io.err(`ce-course-player preview: ${(error as Error).message}`);
    return 2;
  }
}
