// Demo-page helpers (not part of the library): buttons that forget a stored acceptance and reload, and a
// fault switch that sets the fixture backend's cm-fault cookie. External file so pages work under a strict CSP.
for (const button of document.querySelectorAll('[data-demo-forget]')) {
  button.addEventListener('click', () => {
    for (const key of button.getAttribute('data-demo-forget').split(',')) {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    }
    location.reload();
  });
}

for (const select of document.querySelectorAll('[data-demo-fault]')) {
  const current = document.cookie.match(/(?:^|; )cm-fault=([^;]*)/);
  if (current) select.value = decodeURIComponent(current[1]);
  select.addEventListener('change', () => {
    document.cookie = select.value
      ? `cm-fault=${encodeURIComponent(select.value)}; path=/`
      : 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    location.reload();
  });
}

const log = document.querySelector('[data-demo-events]');
if (log) {
  for (const name of (log.getAttribute('data-demo-events') || '').split(',')) {
    document.addEventListener(name, (event) => {
      const item = document.createElement('li');
      item.textContent = `${new Date().toLocaleTimeString()} ${event.type} ${JSON.stringify(event.detail)}`;
      log.prepend(item);
    });
  }
}

for (const button of document.querySelectorAll('[data-demo-add-disclaimer]')) {
  button.addEventListener('click', () => {
    const slot = document.querySelector('.demo-slot');
    const wrapper = document.createElement('div');
    const element = document.createElement('disclaimer-modal');
    element.setAttribute('data-storage-key', 'CM_Loader_Demo');
    element.setAttribute('data-heading', 'Added after the page loaded');
    const text = document.createElement('p');
    text.textContent = 'This disclaimer was added to the page by a script after the loader ran.';
    element.append(text);
    wrapper.append(element);
    slot.append(wrapper);
  });
}
