import UDF

/// The store type of the whole app.
public typealias AppStore = Store<AppState, AppAction>

extension Store where State == AppState, A == AppAction {
  /// The app's store: the root reducer with its footprint, starting from `state`.
  public static func app(
    _ state: AppState = AppState(),
    queuedRejections: (@Sendable (Rejection) -> Void)? = nil
  ) -> AppStore {
    AppStore(
      initialState: state, eventReducer: AppState.reduce, footprint: AppState.footprint,
      queuedRejections: queuedRejections)
  }
}
