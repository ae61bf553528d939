import SplitModel

// MARK: The `state` object

extension JSONDocument {
    /// The whole state as `state` reports it, as data:
    ///
    /// - every `get` NAME that takes no column, with its value typed as `value` types it; null where UIKit raises for it
    ///   in this state (`splitBehavior` on the classic style); names splitnav cannot read yet are left out;
/// - `device`: not the name alone but `{"name", "orientation", "pane"}` (see `deviceObject(_:)`);
    /// - `scale`: the window's pixels per point;
    /// - `columns`: each column of the style, leading to trailing (the compact column last when set), as
    ///   `{"column", "placement", "frame": {"x", "width"}, "width", "dimmed", "viewController", "stack"}`, where
    ///   placement is tiled, overlaid, displaced, offscreen, collapsedTop, covered, sheet or absent, width is what
    ///   UIKit reports, viewController is what `setViewController` put there (or null) and stack its names, bottom first;
    /// - `buttonItems`: each visible button in bar order, as `{"kind", "bar", "icon", "tap"}`, where tap is
    ///   `{"displayMode": MODE}` or `{"pop": COLUMN}`.
    static func stateObject(_ state: SplitState) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for spec in QueryTable.all where spec.readsAlone {
            do throws(ShellError) {
                members[spec.name] = typed(try spec.value(in: state, column: nil), as: spec.kind)
            } catch {
                members[spec.name] = .null
            }
        }
        // The layout direction only right to left, so a left-to-right document reads byte for byte as before it existed.
        if state.window.layoutDirection == .leftToRight { members["layoutDirection"] = nil }
        members["device"] = deviceObject(state.window)
        let layout = state.layout
        members["scale"] = .number(state.window.scale)
        members["columns"] = .array(layout.columns.map { columnObject($0, state: state) })
        members["buttonItems"] = .array(layout.buttons.map(buttonObject))
        return .object(members)
    }

    /// `{"name", "orientation", "pane"}`: the preset's name (null for a free window), the orientation by the window's
    /// sides and the multitasking pane (`none` without panes), each as `get` types it.
    static func deviceObject(_ window: Window) -> JSONValue {
        .object([
            "name": .optional(window.device?.name),
            "orientation": .string(window.orientation.rawValue),
            "pane": .string(QueryTable.pane(of: window)),
        ])
    }

    static func columnObject(_ column: ColumnLayout, state: SplitState) -> JSONValue {
        .object([
            "column": .string(column.column.rawValue),
            "placement": .string(column.placement.rawValue),
            "frame": .object(["x": .number(column.frame.x), "width": .number(column.frame.width)]),
            "width": .number(column.reportedWidth),
            "dimmed": .bool(column.isDimmed),
            "viewController": .optional(state.controllers[column.column]?.notation),
            "stack": .strings(state.stack(of: column.column)),
        ])
    }

    static func buttonObject(_ button: Button) -> JSONValue {
        let tap: JSONValue = switch button.tap {
        case .displayMode(let mode): .object(["displayMode": .string(mode.rawValue)])
        case .pop(let column): .object(["pop": .string(column.rawValue)])
        }
        return .object(["kind": .string(button.kind.rawValue), "bar": .string(button.bar.rawValue),
                        "icon": .string(button.icon.rawValue), "tap": tap])
    }
}
