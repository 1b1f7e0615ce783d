import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './shared/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { startApp } from './app/start-app.tsx';

startApp(createRoot(document.getElementById('root')!));
registerServiceWorker();
