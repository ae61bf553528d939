import SplitModel

/// An SVG document built element by element, one user unit a pixel: numbers in one fixed form and text escaped, so the
/// same drawing always gives the same bytes (`layout --svg`, `sweep --svg`).
struct SVGDocument {
    let width: Double
    let height: Double
    private var elements: [String] = []

    init(width: Double, height: Double) {
        self.width = width.rounded(.up)
        self.height = height.rounded(.up)
        // A white ground: a renderer's transparent default would read back as black in some decoders.
        rect(x: 0, y: 0, width: self.width, height: self.height, ["fill": "#ffffff"])
    }

    /// The whole file, ending with a newline.
    var text: String {
        let size = "width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\""
        return (["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                 "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) font-family=\"DejaVu Sans, Verdana, sans-serif\">"]
                + elements + ["</svg>"]).joined(separator: "\n") + "\n"
    }

    /// Opens a group (`<g ...>`), closed by `close`.
    mutating func open(_ name: String = "g", _ attributes: [String: String] = [:]) {
        elements.append("<\(name)\(Self.attributes(attributes))>")
    }

    mutating func close(_ name: String = "g") {
        elements.append("</\(name)>")
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, _ attributes: [String: String] = [:]) {
        let geometry = ["x": Self.number(x), "y": Self.number(y), "width": Self.number(max(width, 0)), "height": Self.number(max(height, 0))]
        element("rect", geometry.merging(attributes) { _, given in given })
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, _ attributes: [String: String] = [:]) {
        let geometry = ["x1": Self.number(x1), "y1": Self.number(y1), "x2": Self.number(x2), "y2": Self.number(y2)]
        element("line", geometry.merging(attributes) { _, given in given })
    }

    mutating func polygon(_ points: [(x: Double, y: Double)], _ attributes: [String: String] = [:]) {
        let list = points.map { "\(Self.number($0.x)),\(Self.number($0.y))" }.joined(separator: " ")
        element("polygon", ["points": list].merging(attributes) { _, given in given })
    }

    /// Text with its baseline's start (or middle, with `text-anchor`) at x, y.
    mutating func text(_ content: String, x: Double, y: Double, size: Double = 13, _ attributes: [String: String] = [:]) {
        let geometry = ["x": Self.number(x), "y": Self.number(y), "font-size": Self.number(size)]
        elements.append("<text\(Self.attributes(geometry.merging(attributes) { _, given in given }))>\(XMLText.escape(content))</text>")
    }

    /// An element with no content.
    mutating func element(_ name: String, _ attributes: [String: String]) {
        elements.append("<\(name)\(Self.attributes(attributes))/>")
    }

    /// Attributes sorted by name, so a dictionary's order never shows.
    private static func attributes(_ attributes: [String: String]) -> String {
        attributes.keys.sorted().map { " \($0)=\"\(XMLText.escape(attributes[$0] ?? ""))\"" }.joined()
    }

    /// A coordinate to the hundredth of a pixel, printed as `NumberFormat` prints (`12.5`, never `12.500000001`).
    static func number(_ value: Double) -> String {
        NumberFormat.format((value * 100).rounded() / 100)
    }
}

/// The colours both pictures give the columns, so a column looks the same in a layout and along a sweep.
enum SVGPalette {
    static func fill(_ column: Column) -> String {
        switch column {
        case .primary: "#4c8bf5"
        case .supplementary: "#34a853"
        case .secondary: "#f29900"
        case .inspector: "#a142f4"
        case .compact: "#00acc1"
        }
    }

    /// The dimming view: black at this opacity over the column.
    static let dimming = "0.4"
    static let ink = "#202124"
    static let faint = "#5f6368"
    static let boundary = "#d93025"
    static let window = "#202124"
}
