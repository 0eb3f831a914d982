/** Size reference: React and React DOM rendering one element, nothing else (what any React page downloads). */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>React</p>);
