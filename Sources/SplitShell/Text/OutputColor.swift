/// Colour for text output on a terminal, applied as a line is written (the responses themselves stay plain):
/// in a change summary the new value stands out from the old, notes and events are told apart from changes, and
/// errors are marked.
public enum OutputColor {
    static let reset = "\u{1B}[0m"
    /// The old value of a change: dim.
    static let old = "\u{1B}[2m"
    /// The new value of a change: bold green.
    static let new = "\u{1B}[1;32m"
    /// A note: yellow.
    static let note = "\u{1B}[33m"
    /// An event: cyan.
    static let event = "\u{1B}[36m"
    /// The word `error:`: bold red.
    static let error = "\u{1B}[1;31m"

    /// One output line, coloured by its kind.
    public static func paint(_ line: OutputLine) -> String {
        switch line.kind {
        case .output: return line.text
        case .note: return note + line.text + reset
        case .event: return event + line.text + reset
        case .summary:
            // `name: OLD -> NEW`: the old value dim, the new one bold green.
            guard let colon = line.text.firstRange(of: ": "), let arrow = line.text[colon.upperBound...].firstRange(of: " -> ")
            else { return line.text }
            return String(line.text[..<colon.upperBound]) + old + String(line.text[colon.upperBound..<arrow.lowerBound]) + reset
                + " -> " + new + String(line.text[arrow.upperBound...]) + reset
        }
    }

    /// An error line: `error:` in bold red; the `help:` line after it stays plain.
    public static func paintError(_ text: String) -> String {
        guard let range = text.firstRange(of: "error:") else { return text }
        return String(text[..<range.lowerBound]) + error + "error:" + reset + String(text[range.upperBound...])
    }
}
