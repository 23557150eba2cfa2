// Stands in for your backend (see ../host-backend): answers /my-api/submit-progress the way the
// CE service does, so `vite` and `vite preview` are playable without an API key.
import type { Connect, Plugin } from 'vite';

const answer: Connect.NextHandleFunction = (req, res, next) => {
  if (req.method !== 'POST' || req.url !== '/my-api/submit-progress') return next();
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { phase_id: string };
    const data = { score: 100, passed: true, all_phases_complete: false, completed_phases: [body.phase_id], rationales: [] };
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ success: true, contract_version: '2026-09-03', error: null, data }));
  });
};

export function fakeService(): Plugin {
  return {
    name: 'fake-ce-service',
    configureServer: (server) => void server.middlewares.use(answer),
    configurePreviewServer: (server) => void server.middlewares.use(answer),
  };
}
