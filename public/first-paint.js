(function () {
  var root = document.documentElement;
  // A share link: its character replaces whatever the page or the visitor had on the card.
  if (/^\/character-generator\/?$/.test(location.pathname) && location.hash.indexOf('#c=') === 0) {
    root.setAttribute('data-share-pending', '');
  }
  // Served by the installed app: its fonts are kept offline, so the page paints in Roboto at once.
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    root.setAttribute('data-fonts', '');
  }
  try {
    var mode = localStorage.getItem('mui-mode');
    if (mode !== 'light' && mode !== 'dark') {
      mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mui-color-scheme', mode);
    // A returning visitor: the page's built-in character and empty lists are not theirs.
    var keys = ['characterHistory', 'characters', 'currentCharacter'];
    for (var i = 0; i < keys.length; i += 1) {
      var value = localStorage.getItem(keys[i]);
      if (value && value.length > 2) root.setAttribute('data-returning', '');
    }
    // Saved characters: My Characters paints card frames in place of its empty list.
    var saved = localStorage.getItem('characters');
    if (saved && saved.length > 2) root.setAttribute('data-saved', '');
  } catch {
    // Storage refused: the page paints in the light scheme and shows what it holds.
  }
})();
