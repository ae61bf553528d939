import Foundation
import Testing
@testable import SplitModel

/// One state line of a splitviewprobe transcript, with the container and column lines that follow it.
struct ViewProbeReading {
    let style: Int
    let label: String
    var fields: [String: String] = [:]
    var containers: [(name: String, x: Double, width: Double, rect: [Double])] = []
    var showing: [String: Bool] = [:]

    /// Parses the mounted phase of a transcript: lines `styleN LABEL style=…`, `container …`, and column lines.
    static func parse(_ text: String) -> [ViewProbeReading] {
        var readings: [ViewProbeReading] = []
        for line in text.split(separator: "\n").map(String.init) {
            let words = line.split(separator: " ").map(String.init)
            if words.count > 2, words[0].hasPrefix("style"), words[2].hasPrefix("style=") {
                var reading = ViewProbeReading(style: Int(words[0].dropFirst(5))!, label: words[1])
                for pair in line.split(separator: " ").dropFirst(2) {
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    if parts.count == 2 { reading.fields[String(parts[0])] = String(parts[1]) }
                }
                reading.fields["vcs"] = Self.array(line, "vcs")
                reading.fields["children"] = Self.array(line, "children")
                readings.append(reading)
            } else if words.first == "container", !readings.isEmpty,
                      let open = line.range(of: "absolute=(")?.upperBound {
                let numbers = line[open...].dropLast().split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                readings[readings.count - 1].containers.append((words[1], numbers[0], numbers[2], numbers))
            } else if let label = words.first, ["window", "hidePrimary", "showPrimary"].contains(label), !readings.isEmpty {
                for entry in words.dropFirst() {
                    let parts = entry.split(separator: ":").map(String.init)
                    if parts.count == 3, parts[1] != "nil" { readings[readings.count - 1].showing[parts[1]] = parts[2] == "true" }
                }
            }
        }
        return readings
    }

    /// The entries of a JSON string array such as `vcs=["A", "nav[A,nav[B]]"]`, joined by commas.
    private static func array(_ line: String, _ key: String) -> String {
        guard let start = line.range(of: "\(key)=[")?.upperBound else { return "" }
        var entries: [String] = []
        var current = ""
        var quoted = false
        for character in line[start...] {
            if character == "\"" {
                if quoted { entries.append(current); current = "" }
                quoted.toggle()
            } else if quoted {
                current.append(character)
            } else if character == "]" {
                break
            }
        }
        return entries.joined(separator: "|")
    }
}

/// Replays the mounted phase of splitviewprobe (iPad and iPhone SE, all three styles): STEPS.md §2.
@Suite
struct ViewProbeReplayTests {
    static let files = [("ios26.1-ipad.txt", "iPad (A16)"), ("ios26.1-se.txt", "iPhone SE (3rd generation)")]

    static func width(_ kind: WidthKind, _ value: Double?) -> Command {
        .setWidth(WidthProperty(kind, of: .primary), value.map(WidthValue.value) ?? .automatic)
    }

    /// Builds the style's split as the pre-mount phase left it, then shows it.
    static func setup(_ style: Int) -> [Command] {
        switch style {
        case 0:
            return [.setStyle(.unspecified), .setViewControllers([.plain("A"), .plain("B")]),
                    .setDelegateAnswer(.show(true)), .setDelegateAnswer(.showDetail(true)),
                    .showViewController(.plain("HandledShow"), sender: .split),
                    .showDetailViewController(.plain("HandledDetail"), sender: .split), .relaunch]
        default:
            var commands: [Command] = [.setStyle(style == 1 ? .doubleColumn : .tripleColumn),
                                       .setViewController(.plain("A"), for: .primary), .setViewController(.plain("B"), for: .secondary)]
            if style == 2 { commands.append(.setViewController(.plain("S"), for: .supplementary)) }
            return commands + [.setDelegateAnswer(.show(true)), .setDelegateAnswer(.showDetail(true)),
                               .showViewController(.plain("HandledShow"), sender: .split),
                               .showDetailViewController(.plain("HandledDetail"), sender: .split), .relaunch]
        }
    }

    static func commands(style: Int, label: String) -> [Command] {
        switch label {
        case "defaultWindow": return []
        case "beside": return [.setPreferredDisplayMode(.oneBesideSecondary)]
        case "absolute280": return style == 0 ? [] : [width(.preferred, 280)]
        case "fraction0.4": return (style == 0 ? [] : [width(.preferred, nil)]) + [width(.fraction, 0.4)]
        case "minimum400": return [width(.minimum, 400), width(.maximum, 500)]
        case "maximum300": return [width(.minimum, nil), width(.maximum, 300)]
        case "trailing": return [width(.maximum, nil), .setPrimaryEdge(.trailing)]
        case "mode1": return [.setPreferredDisplayMode(.secondaryOnly)]
        case "mode2": return [.setPreferredDisplayMode(.oneBesideSecondary)]
        case "mode3": return [.setPreferredDisplayMode(.oneOverSecondary)]
        case "mode4": return [.setPreferredDisplayMode(.twoBesideSecondary)]
        case "mode5": return [.setPreferredDisplayMode(.twoOverSecondary)]
        case "mode6": return [.setPreferredDisplayMode(.twoDisplaceSecondary)]
        case "hidePrimary": return [.hide(.primary)]
        case "showPrimary": return [.show(.primary)]
        case "childDetail": return [.showDetailViewController(.plain("ChildDetail"), sender: .controller("A"))]
        default: return []
        }
    }

    @Test("splitviewprobe mounted phase replays", arguments: files.map(\.0))
    func replay(_ file: String) throws {
        let device = Self.files.first { $0.0 == file }!.1
        let readings = ViewProbeReading.parse(try OracleFiles.text("splitviewprobe/\(file)"))
        #expect(readings.count == 38)
        var replayer = Replayer(device: device)
        var style = -1
        var mismatches: [Mismatch] = []
        for reading in readings {
            if reading.style != style {
                style = reading.style
                replayer = Replayer(device: device)
                try replayer.run(Self.setup(style))
            }
            try replayer.run(Self.commands(style: style, label: reading.label))
            var comparison = Comparison(sample: "\(file) style\(style) \(reading.label)")
            Self.compare(reading, replayer.state, &comparison)
            mismatches += comparison.mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches:\n\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    static func compare(_ reading: ViewProbeReading, _ state: SplitState, _ comparison: inout Comparison) {
        let fields = reading.fields
        comparison.check("collapsed", fields["collapsed"], "\(state.isCollapsed)")
        comparison.check("mode", fields["mode"], "\(state.displayMode.rawUIKitValue)")
        comparison.check("preferred", fields["preferred"], "\(state.properties.preferredDisplayMode.rawUIKitValue)")
        if reading.style != 0, let behavior = fields["behavior"] {
            let raw = [SplitBehavior.automatic, .tile, .overlay, .displace]
            let actual = "\(raw.firstIndex(of: state.splitBehavior!)!)/\(raw.firstIndex(of: state.properties.preferredSplitBehavior)!)"
            comparison.check("behavior", behavior, actual)
        }
        comparison.check("vcs", fields["vcs"], state.viewControllers.map(\.notation).joined(separator: "|"))
        comparison.check("children", Set(fields["children"]!.split(separator: "|").map(String.init)), Set(state.children.map(\.notation)))
        comparison.checkPoints("primary", Double(fields["primary"]!)!, try! state.readColumnWidth(.primary))
        if reading.style == 2 {
            comparison.checkPoints("supplementary", Double(fields["supplementary"]!)!, try! state.readColumnWidth(.supplementary))
        }
        let layout = state.layout
        for (name, shows) in reading.showing {
            guard let column = state.controllers.first(where: { $0.value.names.contains(name) })?.key else {
                comparison.check("column of \(name)", "present", "absent")
                continue
            }
            comparison.check("\(name) showing", shows, layout.visibleColumns.contains(column))
        }
        for container in reading.containers {
            let name = container.name.hasPrefix("nav[") ? String(container.name.dropFirst(4).dropLast()) : container.name
            guard !state.isCollapsed, let column = state.controllers.first(where: { $0.value.names.contains(name) })?.key,
                  let model = layout.column(column), model.isVisible else { continue }
            comparison.checkPoints("\(container.name) x", container.x, model.frame.x)
            comparison.checkPoints("\(container.name) width", container.width, model.frame.width)
            comparison.checkVertical(container.name, container.rect, nil, state, column)
        }
    }
}
