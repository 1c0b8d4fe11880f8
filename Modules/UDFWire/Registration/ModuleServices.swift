import UDF

/// What a module's effects need from outside the app, declared once by the module on its action
/// type: the services they ask for, and the requests they send out.
///
/// The registration reads it, so the app neither names the module's services nor forgets one.
/// Every `WireAction` is one, declaring none until its module writes `extension …: ModuleServices`
/// with its own lists.
public protocol ModuleServices {
  /// Every service the module's effects ask for (`dependencies[Key.self]`).
  static var services: [ServiceRequirement] { get }
  /// The requests the module's effects send out, each implementing one of `services`.
  static var effectOutputs: [EffectOutput] { get }
}

extension ModuleServices {
  /// None: a module whose effects ask for no service from outside the app.
  public static var services: [ServiceRequirement] { [] }
  /// None: a module whose effects send nothing out of the app.
  public static var effectOutputs: [EffectOutput] { [] }
}

extension Array {
  /// The services the registered modules declare that `dependencies` does not provide, by module:
  /// `itemsList needs ItemsServer`. An app refuses to start while this is not empty.
  public func missingServices<Root, RootAction: Sendable>(in dependencies: Dependencies) -> [String]
  where Element == ModuleRegistration<Root, RootAction> {
    flatMap { module in
      module.services.filter { !dependencies.provides($0) }.map { "\(module.name) needs \($0.name)" }
    }
  }
}
