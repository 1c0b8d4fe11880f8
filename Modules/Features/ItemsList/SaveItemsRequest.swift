import DomainValues
import Items

/// The effect a save starts: send these items to the server under this request ID.
///
/// The answer comes back as `saveDidSucceed(request)` or `saveDidFail(request, reason)`.
public struct SaveItemsRequest: Equatable, Sendable {
  /// The request's ID, echoed by the server's answer.
  public let request: ID<SaveRequest>
  /// The available items at the time Save was tapped, in list order.
  public let items: [Item]

  /// Creates a save request.
  public init(request: ID<SaveRequest>, items: [Item]) {
    self.request = request
    self.items = items
  }
}
