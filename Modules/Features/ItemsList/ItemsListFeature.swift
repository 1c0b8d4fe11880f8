import Items
import UDF
import User

/// The mediator between Items and User behind the items list screen.
///
/// Selection and saving belong to the Items domain and pass straight through; "assign to me" needs
/// both domains: it reads who is signed in (User) and assigns that person to the item (Items), which
/// knows assignees only by `ID<Assignee>`. Refusal precedence: `notFound`, then `userNotLoaded`.
public enum ItemsListFeature {
  /// Applies `action` to the items, reading the user; refuses it and changes nothing otherwise.
  public static func reduce(items: inout ItemsState, user: UserState, _ action: ItemsListAction) throws(Rejection) {
    switch action {
    case .didSelectItem(let id):
      try ItemsState.reduce(&items, .didSelectItem(id))
    case .didCloseDetails:
      try ItemsState.reduce(&items, .didCloseDetails)
    case .saveDidTap(let request):
      try ItemsState.reduce(&items, .saveDidTap(request: request))
    case .saveDidSucceed(let request):
      try ItemsState.reduce(&items, .saveDidSucceed(request: request))
    case .saveDidFail(let request, let reason):
      try ItemsState.reduce(&items, .saveDidFail(request: request, reason: reason))
    case .assignToMeDidTap(let id):
      guard items.contains(id) else { throw Rejection(code: "notFound", message: "no item \(id)") }
      guard let me = user.user else {
        throw Rejection(code: "userNotLoaded", message: "no user is loaded yet; load one with user.didLoad")
      }
      try items.assign(me.id.retyped(), to: id)
    }
  }

  /// The save request an accepted action starts, if any: what the network effect must send.
  ///
  /// Effects live outside reducers; this pure function tells them what to do. It returns the
  /// request only right after `saveDidTap` was accepted, with the available items it carries.
  public static func saveRequest(after action: ItemsListAction, items: ItemsState) -> SaveItemsRequest? {
    guard case .saveDidTap(let request) = action,
      case .saving(let saving, let ids) = items.saveStatus, saving == request
    else { return nil }
    return SaveItemsRequest(request: request, items: ids.compactMap { items.item($0) })
  }
}
