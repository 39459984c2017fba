/* global document */
// Show/hide for each password field (001 §5). The button ships hidden, so without this script the page
// offers nothing that does not work; the words come from the page (data-*), so they stay in the catalogue.
for (const button of document.querySelectorAll('[data-password-toggle]')) {
  const input = document.getElementById(button.getAttribute('aria-controls') || '');
  const announcement = input && document.getElementById(`${input.id}-announcement`);
  if (!input) continue;
  const { show, hide, visible, hidden } = button.dataset;
  button.hidden = false;
  button.addEventListener('click', () => {
    const shown = input.type === 'password';
    input.type = shown ? 'text' : 'password';
    button.textContent = shown ? hide : show;
    button.title = shown ? hide : show;
    if (announcement) announcement.textContent = shown ? visible : hidden;
  });
}
