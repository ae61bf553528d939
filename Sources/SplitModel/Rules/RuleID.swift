/// How well a rule is established (behaviour.md's evidence tags).
public enum Evidence: String, Sendable, CaseIterable, Hashable {
    /// Apple's documentation or SDK header says so.
    case documented
    /// Read off the iOS 26.1 simulator; the raw data is in the oracle folder.
    case measured
    /// A third party observed it.
    case reported
    /// Nothing settles it; splitnav's own choice.
    case assumed
}

/// The ID of a rule in `spec/behaviour.md`, or of one of splitnav's own assumptions (`SN-*`) where the spec is silent.
public enum RuleID: String, Sendable, CaseIterable, Hashable {
    case env1 = "ENV-1", env2 = "ENV-2", env3 = "ENV-3", env4 = "ENV-4", env5 = "ENV-5", env6 = "ENV-6", env7 = "ENV-7", env8 = "ENV-8"
    case def1 = "DEF-1", def2 = "DEF-2", def3 = "DEF-3"
    case col1 = "COL-1", col2 = "COL-2", col3 = "COL-3", col4 = "COL-4", col5 = "COL-5", col6 = "COL-6", col7 = "COL-7", col8 = "COL-8"
    case wid1 = "WID-1", wid2 = "WID-2", wid3 = "WID-3", wid4 = "WID-4", wid4b = "WID-4b", wid4c = "WID-4c", wid5 = "WID-5"
    case wid6 = "WID-6", wid6a = "WID-6a", wid7 = "WID-7", wid7a = "WID-7a", wid8 = "WID-8", wid9 = "WID-9"
    case env9 = "ENV-9", env9a = "ENV-9a", env9b = "ENV-9b", env9c = "ENV-9c", wid10 = "WID-10", wid10a = "WID-10a", wid11 = "WID-11"
    case mode1 = "MODE-1", mode2 = "MODE-2", mode3 = "MODE-3", mode3a = "MODE-3a", mode4 = "MODE-4", mode4b = "MODE-4b"
    case mode4c = "MODE-4c", mode5 = "MODE-5", mode6 = "MODE-6", mode7 = "MODE-7", mode8 = "MODE-8"
    case btn1 = "BTN-1", btn2 = "BTN-2", btn3 = "BTN-3", btn3a = "BTN-3a", btn3b = "BTN-3b", btn4 = "BTN-4", btn5 = "BTN-5"
    case btn5a = "BTN-5a", btn6 = "BTN-6", btn7 = "BTN-7", btn7a = "BTN-7a"
    case tap1 = "TAP-1", tap2 = "TAP-2", tap3 = "TAP-3", tap3a = "TAP-3a", tap4 = "TAP-4"
    case show1 = "SHOW-1", show2 = "SHOW-2", show2a = "SHOW-2a", show2b = "SHOW-2b", show3 = "SHOW-3", show4 = "SHOW-4", show5 = "SHOW-5", show6 = "SHOW-6"
    case nav1 = "NAV-1", nav1a = "NAV-1a", nav2 = "NAV-2", nav2a = "NAV-2a", nav3 = "NAV-3", nav3a = "NAV-3a", nav4 = "NAV-4"
    case nav5 = "NAV-5", nav6 = "NAV-6", nav7 = "NAV-7", nav7a = "NAV-7a", nav8 = "NAV-8", nav9 = "NAV-9", nav9a = "NAV-9a"
    case nav7b = "NAV-7b"
    case evt15 = "EVT-15"
    case evt1 = "EVT-1", evt2 = "EVT-2", evt3 = "EVT-3", evt4 = "EVT-4", evt5 = "EVT-5", evt6 = "EVT-6", evt7 = "EVT-7"
    case evt8 = "EVT-8", evt9 = "EVT-9", evt10 = "EVT-10", evt11 = "EVT-11", evt12 = "EVT-12", evt13 = "EVT-13", evt14 = "EVT-14"
    case pop1 = "POP-1", ins1 = "INS-1", ins2 = "INS-2", ins3 = "INS-3"
    // Orientation answers, rotating a half pane, and what a single controller can ask about its split.
    case env1a = "ENV-1a", env4a = "ENV-4a", nav9b = "NAV-9b"
    case pop2 = "POP-2", pop3 = "POP-3"
    // splitnav's own assumptions where the spec is silent; each one's `summary` (RuleCatalog) says what it decides.
    case sn1 = "SN-1", sn2 = "SN-2", sn3 = "SN-3", sn4 = "SN-4", sn5 = "SN-5", sn6 = "SN-6", sn7 = "SN-7", sn8 = "SN-8", sn9 = "SN-9"

    /// The rule's evidence tag.
    public var evidence: Evidence { RuleCatalog.entry(self).evidence }

    /// One plain sentence saying what the rule decides.
    public var summary: String { RuleCatalog.entry(self).summary }
}
