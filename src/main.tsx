import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { browserPersistenceEnvironment, startPersistence } from './state/persistence';
import './styles/global.css';

startPersistence(browserPersistenceEnvironment());

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
