import UDF

/// The items list's one outside service: the server that saves items.
///
/// Injected into the store's `Dependencies` (`dependencies[ItemsServerKey.self] = ...`): a real app
/// plugs in its network client, tests plug in a closure, and the headless app writes the request
/// as an `items.save` protocol line whose answer comes back on stdin.
public struct ItemsServer: Sendable {
  /// Sends the request and says how it ended.
  public var save: @Sendable (SaveItemsRequest) async -> SaveAnswer

  /// A server that saves with `save`.
  public init(save: @escaping @Sendable (SaveItemsRequest) async -> SaveAnswer) {
    self.save = save
  }

  /// No server: requests go nowhere and no answer follows (the default when none is injected).
  public static let unconnected = ItemsServer { _ in .answerFollows }
}

/// The key of the items server in the store's `Dependencies`.
public enum ItemsServerKey: DependencyKey {
  /// Unconnected until the app injects its client.
  public static let defaultValue = ItemsServer.unconnected
}
