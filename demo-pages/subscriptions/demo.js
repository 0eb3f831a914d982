// Subscription demo pages only (not part of the library): sign a demo visitor in to the subscription centre the
// way the modal does (the stored profile; the contact id is looked up by the profile check), or sign out.
// External file so the pages work under a strict CSP.
const PROFILES = {
  advisor: {
    firstName: 'Alex',
    lastName: 'Morgan',
    emailId: 'alex.morgan@harborwealth.com',
    token: null,
    wholeSalerID: null,
    role: 'Advisor',
    firmName: 'Harbor Wealth Partners',
    firmId: null,
    parentFirmName: null,
    parentFirmId: null,
  },
  investor: {
    firstName: 'Pat',
    lastName: 'Lee',
    emailId: 'pat.lee@example.com',
    token: null,
    wholeSalerID: null,
    role: 'Non-Advisor',
    firmName: null,
    firmId: null,
    parentFirmName: null,
    parentFirmId: null,
  },
};

function signOut() {
  for (const key of ['ESC_PROFILE', 'ESC_SIGNED_IN', 'CONTACT_KEY', 'cti-pending-verification-modal']) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  document.cookie = 'CONTACT_KEY=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

for (const button of document.querySelectorAll('[data-demo-sign-in]')) {
  button.addEventListener('click', () => {
    signOut();
    localStorage.setItem('ESC_PROFILE', JSON.stringify(PROFILES[button.getAttribute('data-demo-sign-in')]));
    localStorage.setItem('ESC_SIGNED_IN', 'LOGGEDIN');
    location.reload();
  });
}

for (const button of document.querySelectorAll('[data-demo-sign-out]')) {
  button.addEventListener('click', () => {
    signOut();
    location.reload();
  });
}

const status = document.querySelector('[data-demo-signed-in]');
if (status) {
  const profile = JSON.parse(localStorage.getItem('ESC_PROFILE') || 'null');
  status.textContent = profile
    ? `Signed in to the subscription centre as ${profile.firstName} ${profile.lastName} (${profile.emailId}, ${profile.role}).`
    : 'Not signed in to the subscription centre.';
}
