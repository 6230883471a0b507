// The class page's own script: it sorts the students' table and filters its rows, offline.

extension ClassReport {
  /// Sorts the table `#students` by the heading clicked (or chosen with Enter), again to
  /// reverse; shows only the rows holding the words typed in `#filter` and of the kind
  /// chosen in `#show`; and says in `#shown` how many rows show. It needs nothing but the
  /// page: the counts sort as numbers, every other column as text.
  static let script = """
    document.addEventListener("DOMContentLoaded", () => {
      const table = document.getElementById("students");
      const body = table.tBodies[0];
      const headings = [...table.tHead.rows[0].cells];
      const filter = document.getElementById("filter");
      const show = document.getElementById("show");
      const kind = (row) =>
        row.classList.contains("unread") ? "unread"
          : row.cells[4].textContent === "(done)" ? "done" : "stuck";
      const apply = () => {
        const words = filter.value.trim().toLowerCase();
        let shown = 0;
        for (const row of body.rows) {
          row.hidden = !((show.value === "all" || kind(row) === show.value)
            && row.textContent.toLowerCase().includes(words));
          if (!row.hidden) shown += 1;
        }
        document.getElementById("shown").textContent =
          `${shown} of ${body.rows.length} students shown.`;
      };
      const key = (row, column) => {
        const text = row.cells[column].textContent;
        if (column !== 1 && column !== 2) return text;
        const number = parseInt(text, 10);
        return Number.isNaN(number) ? -1 : number;
      };
      headings.forEach((heading, column) => {
        heading.tabIndex = 0;
        heading.setAttribute("aria-sort", "none");
        const sort = () => {
          const ascending = heading.getAttribute("aria-sort") !== "ascending";
          for (const other of headings) other.setAttribute("aria-sort", "none");
          heading.setAttribute("aria-sort", ascending ? "ascending" : "descending");
          const rows = [...body.rows].sort((a, b) => {
            const [x, y] = [key(a, column), key(b, column)];
            const order = x < y ? -1 : x > y ? 1 : 0;
            return ascending ? order : -order;
          });
          for (const row of rows) body.appendChild(row);
        };
        heading.addEventListener("click", sort);
        heading.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            sort();
          }
        });
      });
      filter.addEventListener("input", apply);
      show.addEventListener("change", apply);
      apply();
    });

    """
}
