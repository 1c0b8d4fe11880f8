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

  /// The feature template's placeholders (`ModuleTemplate.feature`) and this feature's names for
  /// them: the module's name (`Template`, `template`); the mediated domain (`TemplateDomain`, its
  /// state `TemplateDomainsState` and field `templateDomains`), each in a code line that names it,
  /// the whole list in comments and the README (`Order and Box`, `orders and boxes`, the labels
  /// `orders:boxes:`, `--mediates Order,Box`, and `them together` for two or more, `it` for one).
  public var substitution: TemplateSubstitution {
    let names = mediated.map(\.name)
    let fields = mediated.map(\.field)
    return TemplateSubstitution(
      names: ["Template": module.value, "template": module.lowerCamel],
      lists: [
        "TemplateDomain": Self.inWords(names), "templateDomains": Self.inWords(fields),
        "templateDomains:": fields.map { $0 + ":" }.joined(),
        "--mediates TemplateDomain": "--mediates " + names.joined(separator: ","),
        "them together": mediated.count > 1 ? "them together" : "it",
      ],
      each: mediated.map {
        ["TemplateDomain": $0.name, "TemplateDomainsState": $0.stateType, "templateDomains": $0.field]
      })
  }

  /// `items` as a list in words (`a`, `a and b`, `a, b and c`).
  static func inWords(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.joined() }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
