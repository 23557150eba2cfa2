import type { ShellConfig } from '../shell/shellConfig';

// The launch page the LMS opens: the config as inert JSON, the shell's script beside it. No
// framework, no markup from the config (the title goes in as text, escaped).

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that cannot end the script element it sits in. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const STYLE = 'html,body{margin:0;height:100%;font:16px/1.5 system-ui,sans-serif}body{display:flex;flex-direction:column}iframe{flex:1;width:100%;border:0}p,button{margin:1rem}p.ce-scorm-banner{padding:.75rem 1rem;background:#fff4ce;border:1px solid #8a6d00;margin:0}button{align-self:flex-start;font:inherit;padding:.5rem 1rem}';

export function launchPageHtml(config: ShellConfig, shellFile: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="origin">
<title>${escapeHtml(config.title)}</title>
<style>${STYLE}</style>
<script id="ce-scorm-config" type="application/json">${inertJson(config)}</script>
<script src="${escapeHtml(shellFile)}" defer></script>
</head>
<body>
</body>
</html>
`;
}
