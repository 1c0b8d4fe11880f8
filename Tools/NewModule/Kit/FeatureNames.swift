/// A new feature's names and the domains it mediates, each with the state type and field its
/// `module.json` declares: the labels of the feature's `check` and `apply` (`orders:`, `boxes:`),
/// which the App's generated composition passes (`Tools/ComposeApp`).
public struct FeatureNames: Equatable, Sendable {
  /// The fewest and most domains a feature mediates here: one at least, and few enough that its
  /// manifest line and signatures stay readable.
  public static let mediatedCount = 1...4

  /// The module's name.
  public let module: ModuleName
  /// A mediated domain: its name, and its state's type and field as its `module.json` says.
  public struct Domain: Equatable, Sendable {
    /// The domain's module (`Order`).
    public let name: String
    /// Its state's type (`OrdersState`).
    public let stateType: String
    /// Its state's field in the App, the label of the feature's `check` and `apply` (`orders`).
    public let field: String
  }

  /// The mediated domains, in the order given (the order of the labels).
  public let mediated: [Domain]

  /// The names of `module` mediating `mediated`.
  public init(_ module: ModuleName, mediating mediated: [Domain]) throws(ScaffoldError) {
    self.module = module
    self.mediated = mediated
    for type in types {
      if let reason = ModuleName.reservedReason(type) {
        throw .invalidName(module.value, "its type \(type): \(reason)")
      }
    }
  }

  /// The feature's action type (`DeliverAction`).
  public var action: String { module.action }
  /// The mediator, whose `check` and `apply` the App calls (`DeliverFeature`).
  public var feature: String { module.value + "Feature" }
  /// The example action's event (`DeliverNoted`).
  public var event: String { module.value + "Noted" }
  /// The example action's wire name (`deliver.note`).
  public var noteAction: String { module.lowerCamel + ".note" }
  /// The example event's wire name (`deliver.noted`).
  public var eventName: String { module.lowerCamel + ".noted" }

  /// Every type the feature declares: none may exist anywhere else in the repository.
  public var types: [String] { [action, feature, event] }
}
