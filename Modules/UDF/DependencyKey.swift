/// A dependency effects can ask for by type, with the value used when the app injects none.
///
///     enum ItemsServerKey: DependencyKey { static let defaultValue = ItemsServer.unconnected }
///     let server = context.dependencies[ItemsServerKey.self]
public protocol DependencyKey: SendableMetatype {
  /// The dependency's type: a struct of closures is the usual shape of a client.
  associatedtype Value: Sendable
  /// What effects get when the store was created without this dependency.
  static var defaultValue: Value { get }
}
