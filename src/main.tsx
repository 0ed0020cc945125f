import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/create-router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const router = await createAppRouter();
// Public pages arrive prerendered (scripts/prerender.ts) and hydrate; the admin area does not.
if (root.hasChildNodes()) hydrateRoot(root, <App router={router} />);
else createRoot(root).render(<App router={router} />);
