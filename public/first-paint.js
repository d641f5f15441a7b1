(function () {
  var root = document.documentElement;
  try {
    var mode = localStorage.getItem('mui-mode');
    if (mode !== 'light' && mode !== 'dark') {
      mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    root.setAttribute('data-mui-color-scheme', mode);
    var history = localStorage.getItem('characterHistory');
    if ((history && history.length > 2) || localStorage.getItem('currentCharacter')) {
      root.setAttribute('data-returning', '');
    }
  } catch (error) {
    // Storage refused: the page paints in the light scheme and shows what it holds.
  }
})();
