import SplitModel

/// What `survey` was asked for: the presets, the orientation and the rule sets; nil is every one (the session's rule set).
public struct SurveyFilter: Sendable, Hashable {
    /// The start of the device names, as typed.
    public var devicePrefix: String?
    public var orientation: Orientation?
    /// `26`, `18` or `both`.
    public var os: String?

    public init(devicePrefix: String? = nil, orientation: Orientation? = nil, os: String? = nil) {
        self.devicePrefix = devicePrefix
        self.orientation = orientation
        self.os = os
    }

    /// The rule sets the filter names, in the session's state.
    func ruleSets(current: RuleSet) -> [RuleSet] {
        switch os {
        case nil: [current]
        case "both": RuleSet.allCases
        case let word?: RuleSet.allCases.filter { String($0.rawValue) == word }
        }
    }
}

/// A survey's rows, and what they were worked out for.
public struct SurveyResult: Sendable, Hashable {
    public let filter: SurveyFilter
    /// The rule sets presented, in the order each window's rows give them.
    public let ruleSets: [RuleSet]
    public let rows: [SurveyRow]

    /// Surveys a state, which is not changed. A prefix the parser accepted names at least one preset.
    init(filter: SurveyFilter, state: SplitState) {
        self.filter = filter
        ruleSets = filter.ruleSets(current: state.ruleSet)
        let devices = filter.devicePrefix.map(DeviceCatalog.devices(withPrefix:)) ?? DeviceCatalog.all
        rows = state.survey(devices: devices, orientations: filter.orientation.map { [$0] } ?? Orientation.allCases, ruleSets: ruleSets)
    }
}
