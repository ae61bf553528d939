import SplitModel

/// What a report item's value is made from, kept as data so that comparing two states' items compares numbers and
/// enums, and text is built only for the items a summary prints.
enum ReportFact: Hashable {
    case text(String)
    /// `1024x768 @2x`.
    case window(width: Double, height: Double, scale: Double)
    /// `horizontal regular, vertical regular (sizeClass compact)`.
    case sizeClasses(horizontal: String, vertical: String, override: String?)
    /// A column's line (`StateReport.describe`).
    case column(ColumnLayout)
    /// A button's line; `given` is the mode a tap gives where the button asks for a mode.
    case button(Button, given: DisplayMode?)
    /// The collapsed stack's parts, bottom first: `primary: A B | secondary: C`.
    case collapsedStack([Column], [[String]])
    /// A stack's names, bottom first.
    case names([String])
    /// `viewControllers`, in notation.
    case controllers([ViewController])
    /// The chain of presentations, bottom first: each controller and how it is presented.
    case presented([ViewController], [PresentationStyle])

    var text: String {
        switch self {
        case .text(let text):
            return text
        case .window(let width, let height, let scale):
            return NumberFormat.format(width) + "x" + NumberFormat.format(height) + " @" + NumberFormat.format(scale) + "x"
        case .sizeClasses(let horizontal, let vertical, let override):
            return "horizontal " + horizontal + ", vertical " + vertical + (override.map { " (sizeClass " + $0 + ")" } ?? "")
        case .column(let column):
            return StateReport.describe(column)
        case .button(let button, let given):
            return StateReport.describe(button, given: given)
        case .collapsedStack(let columns, let names):
            return zip(columns, names).map { column, names in
                column.rawValue + ": " + (names.isEmpty ? "(empty)" : names.joined(separator: " "))
            }.joined(separator: " | ")
        case .names(let names):
            return names.joined(separator: " ")
        case .controllers(let controllers):
            return QueryTable.list(controllers.map(\.notation))
        case .presented(let controllers, let styles):
            return zip(controllers, styles).map { $0.notation + " " + $1.rawValue }.joined(separator: ", ")
        }
    }
}
