import UDF
import UDFWire

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

/// How a save request ended, as the server client tells it.
public enum SaveAnswer: Equatable, Sendable {
  /// Saved: the effect sends `saveDidSucceed`.
  case saved
  /// Not saved: the effect sends `saveDidFail` with the reason.
  case failed(reason: String)
  /// The transport is a message channel (the headless app's stdout and stdin): the answer arrives
  /// later as its own action, so the effect sends nothing.
  case answerFollows
}

/// The key of the items server in the store's `Dependencies`.
public enum ItemsServerKey: DependencyKey {
  /// Unconnected until the app injects its client.
  public static let defaultValue = ItemsServer.unconnected
}

extension ItemsListAction: ModuleServices {
  /// The save effect asks for the items server.
  public static let services = [ServiceRequirement(ItemsServerKey.self)]

  /// `items.save`: a message-channel app sends the request out and reads the answer back as
  /// `itemsList.saveDidSucceed` or `itemsList.saveDidFail`.
  public static let effectOutputs = [
    EffectOutput("items.save", implements: ItemsServerKey.self, request: SaveItemsRequest.self) { send in
      ItemsServer { request in
        send(request)
        return .answerFollows
      }
    }
  ]
}
