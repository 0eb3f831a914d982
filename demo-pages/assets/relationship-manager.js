// Demo-page helper (not part of the library): sets or clears the relationship manager's cookies, as the institutional
// site's sign-in would, and reloads. External file so the page works under a strict CSP.
const MANAGER = {
  CM_RM_NAME: 'Dana Whitfield',
  CM_RM_EMAIL: 'dana.whitfield@caldermeridian.example',
  CM_RM_PHONE: '2125550143',
};

const write = (name, value) => {
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; path=/`
    : `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
};

for (const button of document.querySelectorAll('[data-demo-relationship-manager]')) {
  button.addEventListener('click', () => {
    const action = button.getAttribute('data-demo-relationship-manager');
    for (const [name, value] of Object.entries(MANAGER)) {
      write(name, action === 'set' || (action === 'partial' && name !== 'CM_RM_EMAIL') ? value : '');
    }
    location.reload();
  });
}
