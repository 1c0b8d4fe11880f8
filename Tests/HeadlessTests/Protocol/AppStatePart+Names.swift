import App

/// The parts these tests ask for by name; the app's list of parts is `AppState.parts`.
extension AppStatePart {
  static let boxes = named("boxes")
  static let driver = named("driver")
  static let items = named("items")
  static let itemsList = named("itemsList")
  static let orders = named("orders")
  static let user = named("user")

  private static func named(_ name: String) -> AppStatePart {
    guard let part = AppStatePart(rawValue: name) else { preconditionFailure("the app has no state part \(name)") }
    return part
  }
}
