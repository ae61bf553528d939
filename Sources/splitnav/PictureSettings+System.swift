import ShellSystem
import SplitShell

extension PictureSettings {
    /// The settings of this process: its terminal's width and its locale's character set.
    static func system() -> PictureSettings {
        PictureSettings(width: width(terminalColumns: SystemIO.standardOutputColumns), unicode: systemLocaleIsUTF8)
    }

    /// The locale is read once: the runner asks for the settings before every line, and only the width can change.
    private static let systemLocaleIsUTF8 = localeIsUTF8(SystemIO.environmentVariable)
}
