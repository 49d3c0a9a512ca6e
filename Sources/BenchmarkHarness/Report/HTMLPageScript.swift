/// The style and the scripts every `HTMLPage` carries inline.
///
/// The behaviour: the filter bar's drop-downs (`select[data-facet]`) and text
/// box hide every element whose `data-facet-NAME` does not list the chosen
/// value, and every body row whose text does not contain the typed text;
/// clicking a sortable table's header sorts its body by that column (numbers
/// with their units, `145 ns` before `1.2 µs`; text otherwise), again to
/// reverse. The state is kept in the address's fragment and read from it on
/// load. Plain ECMAScript 2015 with no library, so the page works offline.
enum HTMLPageScript {
    /// Runs first, in `<head>`: records any script error on the root element
    /// (`data-script-errors`), where a headless browser's DOM dump shows it.
    static let errorRecorder = """
    window.reportErrors = [];
    window.onerror = function (message, source, line) {
      window.reportErrors.push(String(message) + ' (line ' + line + ')');
      document.documentElement.setAttribute('data-script-errors', window.reportErrors.join(' | '));
    };

    """

    /// Filtering, sorting and the fragment; sets `data-report-ready="true"`
    /// on the root element when it has run to the end.
    static let behaviour = """
    (function () {
      'use strict';
      var root = document.documentElement;
      var selects = Array.prototype.slice.call(document.querySelectorAll('select[data-facet]'));
      var search = document.getElementById('filter-text');
      var shown = document.getElementById('shown');
      var units = { 'ns': 1, 'µs': 1e3, 'us': 1e3, 'ms': 1e6, 's': 1e9, 'B': 1, 'KiB': 1024, 'MiB': 1048576, 'GiB': 1073741824, 'TiB': 1099511627776 };
      var sortState = null;

      function facetOK(element) {
        return selects.every(function (select) {
          var value = element.getAttribute('data-facet-' + select.getAttribute('data-facet'));
          return value === null || select.value === '' || value.split(' ').indexOf(select.value) >= 0;
        });
      }

      function apply() {
        var text = search.value.trim().toLowerCase();
        var faceted = selects.map(function (select) { return '[data-facet-' + select.getAttribute('data-facet') + ']'; });
        if (faceted.length > 0) {
          Array.prototype.forEach.call(document.querySelectorAll(faceted.join(',')), function (element) {
            if (element.tagName !== 'TR') { element.hidden = !facetOK(element); }
          });
        }
        var total = 0, visible = 0;
        Array.prototype.forEach.call(document.querySelectorAll('table.sortable tbody tr'), function (row) {
          var keep = facetOK(row) && (text === '' || row.textContent.toLowerCase().indexOf(text) >= 0);
          row.hidden = !keep;
          total += 1;
          if (keep) { visible += 1; }
        });
        shown.textContent = visible + ' of ' + total + ' rows shown';
        root.setAttribute('data-rows-shown', String(visible));
        writeFragment();
      }

      function sortKey(cell) {
        var explicit = cell.getAttribute('data-sort');
        if (explicit !== null) { return parseFloat(explicit); }
        var match = /^\\s*[\\[<>~]?\\s*([-+]?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?)\\s*(ns|µs|us|ms|s|KiB|MiB|GiB|TiB|B)?/.exec(cell.textContent);
        if (match === null) { return null; }
        return parseFloat(match[1]) * (match[2] ? units[match[2]] : 1);
      }

      function sortTable(table, column, descending) {
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = sortKey(a.cells[column]), y = sortKey(b.cells[column]), order;
          if (x !== null && y !== null) { order = x - y; }
          else if (x !== null) { order = -1; }
          else if (y !== null) { order = 1; }
          else { order = a.cells[column].textContent.localeCompare(b.cells[column].textContent); }
          return descending ? -order : order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
        Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, index) {
          if (index === column) { header.setAttribute('aria-sort', descending ? 'descending' : 'ascending'); }
          else { header.removeAttribute('aria-sort'); }
        });
        sortState = { table: table.getAttribute('data-table'), column: column, descending: descending };
      }

      function writeFragment() {
        var parts = [];
        selects.forEach(function (select) {
          if (select.value !== '') { parts.push(select.getAttribute('data-facet') + '=' + encodeURIComponent(select.value)); }
        });
        if (search.value !== '') { parts.push('text=' + encodeURIComponent(search.value)); }
        if (sortState !== null) { parts.push('sort=' + sortState.table + ':' + sortState.column + ':' + (sortState.descending ? 'desc' : 'asc')); }
        var fragment = parts.length > 0 ? '#' + parts.join('&') : location.pathname + location.search;
        if (window.history && window.history.replaceState) { window.history.replaceState(null, '', fragment); }
      }

      function readFragment() {
        location.hash.replace(/^#/, '').split('&').forEach(function (part) {
          var equals = part.indexOf('=');
          if (equals < 0) { return; }
          var name = part.slice(0, equals), value = decodeURIComponent(part.slice(equals + 1));
          if (name === 'text') { search.value = value; return; }
          if (name === 'sort') {
            var fields = value.split(':');
            var table = document.querySelector('table[data-table="' + fields[0] + '"]');
            var column = parseInt(fields[1], 10);
            if (table !== null && column >= 0 && column < table.tHead.rows[0].cells.length) { sortTable(table, column, fields[2] === 'desc'); }
            return;
          }
          selects.forEach(function (select) {
            if (select.getAttribute('data-facet') === name) { select.value = value; }
          });
        });
      }

      Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
        Array.prototype.forEach.call(table.tHead.rows[0].cells, function (header, column) {
          header.tabIndex = 0;
          header.title = 'sort by this column (again: reverse)';
          header.addEventListener('click', function () {
            var again = sortState !== null && sortState.table === table.getAttribute('data-table') && sortState.column === column;
            sortTable(table, column, again ? !sortState.descending : false);
            writeFragment();
          });
        });
      });
      selects.forEach(function (select) { select.addEventListener('change', apply); });
      search.addEventListener('input', apply);
      readFragment();
      apply();
      root.setAttribute('data-report-ready', 'true');
    })();

    """

    /// The page's style: compact tables, numbers right-aligned, verdicts coloured.
    static let style = """
    body { font-family: system-ui, sans-serif; font-size: 14px; margin: 1.5em; color: #222222; }
    h1 { font-size: 1.5em; }
    h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #cccccc; }
    h3 { font-size: 1.05em; }
    .filters { position: sticky; top: 0; background: #f4f4f4; padding: 0.5em; border: 1px solid #dddddd; z-index: 1; }
    .filters label { margin-right: 1em; }
    #shown { color: #555555; }
    table { border-collapse: collapse; margin: 0.5em 0 1.5em 0; }
    caption { text-align: left; font-size: 0.9em; color: #444444; padding-bottom: 0.3em; max-width: 70em; }
    th, td { border: 1px solid #dddddd; padding: 0.2em 0.5em; }
    td { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
    td:first-child { text-align: left; }
    table.context td { text-align: left; white-space: normal; }
    table.context th { text-align: left; background: #f4f4f4; }
    table.sortable th { cursor: pointer; background: #f4f4f4; }
    th[aria-sort=ascending]::after { content: ' \\25B2'; }
    th[aria-sort=descending]::after { content: ' \\25BC'; }
    tfoot td { color: #555555; }
    tr.regressed td { background: #fde2e1; }
    tr.improved td { background: #dff3e0; }
    .warning { color: #8a4b00; }
    figure { display: inline-block; margin: 0.5em 1em 1em 0; vertical-align: top; }
    figcaption { font-size: 0.85em; color: #555555; }
    [hidden] { display: none !important; }

    """
}
