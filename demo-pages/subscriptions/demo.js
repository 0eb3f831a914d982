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

// Signing out here ends the advisor's sign-in too, as the library's logout does (an advisor signed in on /login is
// also signed in to the subscription centre).
function signOut() {
  for (const key of ['ESC_PROFILE', 'ESC_SIGNED_IN', 'CONTACT_KEY', 'cti-pending-verification-modal', 'username']) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
  sessionStorage.removeItem('SERVICE_CACHE');
  for (const name of ['CONTACT_KEY', 'CSMSESSION', 'CM_INT_USER']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  document.cookie = 'CM_USER_STATUS=LOGGEDOFF; path=/';
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
  const show = () => {
    let profile = null;
    try {
      profile = JSON.parse(localStorage.getItem('ESC_PROFILE') || 'null');
    } catch {
      // A damaged entry reads as no one (the elements repair it).
    }
    status.textContent = profile
      ? `Signed in to the subscription centre as ${profile.firstName} ${profile.lastName} (${profile.emailId}, ${profile.role}).`
      : 'Not signed in to the subscription centre.';
  };
  show();
  // The caption follows the sign-in: a sign-in in the page (the element's event), "Not you?" (a click in the element,
  // read once the click is handled), another tab.
  document.addEventListener('subscription-modal-signin', show);
  document.addEventListener('click', (event) => {
    if (event.composedPath().some((node) => node.localName === 'subscription-modal')) setTimeout(show);
  });
  window.addEventListener('storage', show);
}
