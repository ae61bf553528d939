import SplitModel

// MARK: The `devices` array

extension JSONDocument {
    /// One preset as data: `{"name", "width", "height", "scale", "family", "panes"}`, its portrait size in points, its
    /// pixels per point, `phone` or `pad`, and the multitasking panes `device NAME ORIENTATION PANE` accepts in some
    /// orientation (`half` in landscape only; none on a phone).
    static func presetObject(_ device: Device) -> JSONValue {
        let panes = device.idiom == .pad ? MultitaskingPane.allCases.map(\.rawValue) : []
        return .object([
            "name": .string(device.name),
            "width": .number(device.portraitWidth),
            "height": .number(device.portraitHeight),
            "scale": .number(device.scale),
            "family": .string(device.idiom.rawValue),
            "panes": .strings(panes),
        ])
    }
}
