/// A length in points, UIKit's unit for window and column sizes.
public typealias Points = Double
