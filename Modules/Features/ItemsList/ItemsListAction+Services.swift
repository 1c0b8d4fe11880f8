import UDF
import UDFWire

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
