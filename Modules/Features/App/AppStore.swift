import UDF

/// The store type of the whole app.
public typealias AppStore = Store<AppState, AppAction>

extension Store where State == AppState, A == AppAction {
  /// The app's store: the root reducer starting from `state`, with the services effects use.
  ///
  /// - Parameters:
  ///   - dependencies: the items server and the clock, IDs and time effects use.
  ///   - executor: where effects run; a `ManualExecutor` for tests and the single-threaded
  ///     headless app.
  public static func app(
    _ state: AppState = AppState(),
    dependencies: Dependencies = Dependencies(),
    executor: (any TaskExecutor)? = nil
  ) -> AppStore {
    AppStore(initialState: state, reducer: AppState.self, dependencies: dependencies, executor: executor)
  }
}
