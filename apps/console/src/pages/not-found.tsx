import { BASE } from '../paths';

export function NotFound() {
  return (
    <div class="empty">
      <h1>Page not found</h1>
      <p>
        There is no console page here. Go to the <a href={`${BASE}/functions`}>functions</a>.
      </p>
    </div>
  );
}
