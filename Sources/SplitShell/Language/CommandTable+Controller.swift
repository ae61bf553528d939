import SplitModel

// MARK: Controller (UIKit properties)

extension CommandTable {
    static let controller: [CommandSpec] = [
        enumSetter("setStyle", .controller, .style, "init(style:): a new controller, on screen in the current window",
                   example: "setStyle tripleColumn", { (v: Style) in .setStyle(v) },
                   { c in if case .setStyle(let v) = c { v } else { nil } }),
        enumSetter("setPreferredDisplayMode", .controller, .displayMode, "sets UIKit's preferredDisplayMode",
                   example: "setPreferredDisplayMode twoBesideSecondary", { (v: DisplayMode) in .setPreferredDisplayMode(v) },
                   { c in if case .setPreferredDisplayMode(let v) = c { v } else { nil } }),
        enumSetter("setPreferredSplitBehavior", .controller, .splitBehavior, "sets UIKit's preferredSplitBehavior",
                   example: "setPreferredSplitBehavior overlay", { (v: SplitBehavior) in .setPreferredSplitBehavior(v) },
                   { c in if case .setPreferredSplitBehavior(let v) = c { v } else { nil } }),
        boolSetter("setPresentsWithGesture", "sets UIKit's presentsWithGesture", { .setPresentsWithGesture($0) },
                   { c in if case .setPresentsWithGesture(let v) = c { v } else { nil } }),
        boolSetter("setShowsSecondaryOnlyButton", "sets UIKit's showsSecondaryOnlyButton", { .setShowsSecondaryOnlyButton($0) },
                   { c in if case .setShowsSecondaryOnlyButton(let v) = c { v } else { nil } }),
        enumSetter("setDisplayModeButtonVisibility", .controller, .buttonVisibility, "sets UIKit's displayModeButtonVisibility",
                   example: "setDisplayModeButtonVisibility always", { (v: ButtonVisibility) in .setDisplayModeButtonVisibility(v) },
                   { c in if case .setDisplayModeButtonVisibility(let v) = c { v } else { nil } }),
        enumSetter("setPrimaryEdge", .controller, .primaryEdge, "sets UIKit's primaryEdge",
                   example: "setPrimaryEdge trailing", { (v: PrimaryEdge) in .setPrimaryEdge(v) },
                   { c in if case .setPrimaryEdge(let v) = c { v } else { nil } }),
        enumSetter("setPrimaryBackgroundStyle", .controller, .backgroundStyle, "sets UIKit's primaryBackgroundStyle",
                   example: "setPrimaryBackgroundStyle none", { (v: BackgroundStyle) in .setPrimaryBackgroundStyle(v) },
                   { c in if case .setPrimaryBackgroundStyle(let v) = c { v } else { nil } }),
    ] + WidthProperty.all.map(widthSetter) + [
        CommandSpec("setViewController", .controller, [.controller("NAME", nilAllowed: true), .keyword("for"), .choice(.column)],
                    "setViewController(_:for:); nil clears the column",
                    examples: ["setViewController Inbox for primary", "setViewController nav[Inbox,Message] for secondary",
                               "setViewController nil for supplementary"],
                    plain: { a in
                        .engine(.setViewController(a.controller(at: 0), for: a.choice(at: 2, of: columns)))
                    },
                    match: { c in
                        guard case .engine(.setViewController(let vc, let column)) = c else { return nil }
                        return [.controller(vc), .keyword, .word(column.rawValue)]
                    }),
        CommandSpec("setViewControllers", .controller, [.repeated(.controller("NAME", nilAllowed: false))],
                    "viewControllers (classic style; zero to two entries, as UIKit allows)",
                    examples: ["setViewControllers nav[List] nav[Detail]", "setViewControllers"],
                    build: { a in .engine(.setViewControllers(a.controllers("NAME"))) },
                    match: { c in
                        guard case .engine(.setViewControllers(let list)) = c else { return nil }
                        return [.list(list.map { .controller($0) })]
                    }),
    ]

    /// `setNAME VALUE` for a property whose values are an enum's case names.
    static func enumSetter<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ group: CommandGroup, _ set: ValueSet, _ summary: String, example: String,
        _ make: @escaping @Sendable (Value) -> Command, _ unmake: @escaping @Sendable (Command) -> Value?
    ) -> CommandSpec where Value.RawValue == String, Value.AllCases == [Value] {
        let cases = Value.allCases
        return CommandSpec(name, group, [.choice(set)], summary, examples: [example],
                           plain: { a in .engine(make(a.choice(at: 0, of: cases))) },
                           match: { c in
                               guard case .engine(let command) = c, let value = unmake(command) else { return nil }
                               return [.word(value.rawValue)]
                           })
    }

    /// `preferredPrimaryColumnWidth` -> `setPreferredPrimaryColumnWidth`: the first letter made upper case as an ASCII
    /// byte (every property name is ASCII), since `uppercased()` looks each character up in Unicode's tables and the
    /// controller part's fifteen width setters were a noticeable part of building it.
    static func setterName(of property: String) -> String {
        var bytes = Array("set".utf8) + property.utf8
        if bytes.count > 3, bytes[3] >= UInt8(ascii: "a"), bytes[3] <= UInt8(ascii: "z") { bytes[3] -= 0x20 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `setNAME BOOL`.
    static func boolSetter(_ name: String, _ summary: String, _ make: @escaping @Sendable (Bool) -> Command,
                           _ unmake: @escaping @Sendable (Command) -> Bool?) -> CommandSpec {
        CommandSpec(name, .controller, [.choice(.boolean)], summary, examples: ["\(name) false", "\(name) true"],
                    plain: { a in .engine(make(ValueSet.boolean.values[a.choiceIndex(at: 0)] == "true")) },
                    match: { c in
                        guard case .engine(let command) = c, let value = unmake(command) else { return nil }
                        return [.word(value ? "true" : "false")]
                    })
    }

    /// `the primary column's minimum width (points)`.
    static func widthSummary(_ property: WidthProperty) -> String {
        let what = switch property.kind {
        case .preferred: "preferred width (points)"
        case .fraction: "preferred width as a fraction of the window"
        case .minimum: "minimum width (points)"
        case .maximum: "maximum width (points)"
        }
        return "the \(property.column.rawValue) column's \(what)"
    }

    /// `setPreferredPrimaryColumnWidth N|automatic` and its fourteen siblings, one per `WidthProperty`.
    static func widthSetter(_ property: WidthProperty) -> CommandSpec {
        let name = setterName(of: property.uikitName)
        let isFraction = property.kind == .fraction
        return CommandSpec(name, .controller, [.width(isFraction ? "F" : "N")], widthSummary(property),
                           examples: ["\(name) \(isFraction ? "0.3" : "320")", "\(name) automatic"],
                           plain: { a in .engine(.setWidth(property, a.width(at: 0))) },
                           match: { c in
                               guard case .engine(.setWidth(let p, let value)) = c, p == property else { return nil }
                               return [.width(value)]
                           })
    }
}
