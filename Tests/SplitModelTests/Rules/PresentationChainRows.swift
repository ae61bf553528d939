@testable import SplitModel

private typealias N = Nav

/// Rows for chains of presentations: a presented controller presenting in turn (POP-2), and show or showDetail sent
/// from a presented controller, which has no split view controller above it (POP-3).
enum PresentationChainRows {
    static let pop = Command.present(N.plain("Pop"))
    static func present(_ name: String, from sender: String) -> Command { .presentFrom(N.plain(name), sender: .controller(sender)) }

    static let rows: [NavRow] = [
        NavRow(.pop2, "a presented controller presents over itself: the chain lists bottom first",
               [pop, present("Deep", from: "Pop")], [.chain(["Pop popover", "Deep popover"]), .events(N.appears("Deep"))]),
        NavRow(.pop2, "present from the split while presenting is still ignored", [pop, .presentFrom(N.plain("Q"), sender: .split)],
               [.notes([.pop1]), .events([]), .chain(["Pop popover"])]),
        NavRow(.pop2, "present from a controller in a column presents from the split", [.presentFrom(N.plain("Q"), sender: .controller("Primary"))],
               [.chain(["Q popover"])]),
        NavRow(.pop2, "a presenter in the middle of the chain is already presenting: ignored",
               [pop, present("Deep", from: "Pop"), present("Q", from: "Pop")],
               [.notes([.pop2]), .events([]), .chain(["Pop popover", "Deep popover"])]),
        NavRow(.pop2, "names stay unique across the chain", [pop, present("Pop", from: "Pop")],
               [.refused(.alreadyPresented("Pop")), .chain(["Pop popover"])]),
        NavRow(.pop2, "dismiss takes the top away", [pop, present("Deep", from: "Pop"), .dismiss],
               [.chain(["Pop popover"]), .events(N.disappears("Deep"))]),
        NavRow(.pop2, "dismiss from a controller lower in the chain dismisses everything above it",
               [pop, present("A", from: "Pop"), present("B", from: "A"), .dismissFrom(.controller("Pop"))],
               [.chain(["Pop popover"]), .phases([[.viewWillDisappear("A"), .viewWillDisappear("B")],
                                                  [.viewDidDisappear("A"), .viewDidDisappear("B")]])]),
        NavRow(.pop2, "dismiss from the top of the chain dismisses that one", [pop, present("A", from: "Pop"), .dismissFrom(.controller("A"))],
               [.chain(["Pop popover"])]),
        NavRow(.pop2, "dismiss from the split dismisses the whole chain", [pop, present("A", from: "Pop"), .dismissFrom(.split)],
               [.chain([]), .presented(nil, nil)]),
        NavRow(.pop2, "dismiss from an unknown sender is refused", [pop, .dismissFrom(.controller("Nobody"))],
               [.refused(.unknownSender("Nobody")), .chain(["Pop popover"])]),
        NavRow(.pop2, "dismiss from the split with nothing presented is ignored", [.dismissFrom(.split)], [.notes([.pop2]), .events([])]),
        NavRow(.pop2, "every popover of the chain adapts as the window turns compact", [pop, present("A", from: "Pop"), N.compact],
               [.chain(["Pop formSheet", "A formSheet"])]),
        NavRow(.pop2, "and the delegate is asked once for each", [N.answer(.adaptivePresentationStyle(.overFullScreen)), pop,
                                                                  present("A", from: "Pop"), N.compact],
               [.state(.eventOrder([.adaptivePresentationStyle(answered: .overFullScreen), .adaptivePresentationStyle(answered: .overFullScreen),
                                    .topColumnForCollapsing(proposed: .secondary, answered: .secondary)]))]),
        NavRow(.pop2, "a full-screen link takes the views below it off screen",
               [N.iPhone, N.answer(.adaptivePresentationStyle(.fullScreen)), pop, present("A", from: "Pop")],
               [.chain(["Pop fullScreen", "A fullScreen"]), .phases([[.adaptivePresentationStyle(answered: .fullScreen)],
                                                                     [.viewWillDisappear("Pop"), .viewWillAppear("A")],
                                                                     [.viewDidDisappear("Pop"), .viewDidAppear("A")]])]),
        NavRow(.pop3, "showDetail from a presented controller presents modally over it, as a page sheet",
               [pop, N.showDetail("Item", from: .controller("Pop"))], [.chain(["Pop popover", "Item pageSheet"]), .events(N.appears("Item"))]),
        NavRow(.pop3, "show from a presented plain controller presents modally too",
               [pop, N.show("Item", from: .controller("Pop"))], [.chain(["Pop popover", "Item pageSheet"])]),
        NavRow(.pop3, "show from inside a presented navigation controller pushes onto it",
               [.present(N.nav("Pop")), N.show("Sub", from: .controller("Pop"))],
               [.chain(["nav[Pop,Sub] popover"]), .events(N.covers("Pop", with: "Sub"))]),
        NavRow(.pop3, "showDetail from inside a presented navigation controller presents modally",
               [.present(N.nav("Pop")), N.showDetail("Item", from: .controller("Pop"))], [.chain(["nav[Pop] popover", "Item pageSheet"])]),
        NavRow(.pop3, "a sender lower in the chain is already presenting: ignored",
               [pop, N.showDetail("Item", from: .controller("Pop")), N.showDetail("More", from: .controller("Pop"))],
               [.notes([.pop2]), .chain(["Pop popover", "Item pageSheet"])]),
        NavRow(.pop3, "the split's columns are untouched", [pop, N.showDetail("Item", from: .controller("Pop"))],
               [.viewControllers(["Primary", "Secondary"])]),
    ]
}
