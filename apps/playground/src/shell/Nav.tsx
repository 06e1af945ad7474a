import { PAGES } from '../pages/registry.js';

interface NavProps {
  current: string;
  hrefFor(page: string): string;
  onOpen(page: string): void;
}

/** The list of views; plain links so they open in new tabs too. */
export function Nav({ current, hrefFor, onOpen }: NavProps) {
  return (
    <nav className="playground-nav" aria-label="Views">
      <ul>
        {PAGES.map((page) => (
          <li key={page.id}>
            <a
              href={hrefFor(page.id)}
              aria-current={page.id === current ? 'page' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onOpen(page.id);
              }}
            >
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
