import UDF

/// A request a module's effects send out of the app (`items.save`): its name on the wire, and how
/// an app that turns such requests into output lines implements the module's service.
///
/// The headless app installs every registered output with a function that writes
/// `{"type":"effect","name":…,…fields}`; a real app injects a network client instead.
public struct EffectOutput: Sendable {
  /// The effect line's name (`items.save`).
  public let name: String
  /// The service this output implements.
  public let service: ServiceRequirement
  private let install: @Sendable (inout Dependencies, @escaping Send) -> Void

  /// Delivers one request of an output, in its wire shape, to whoever carries it out.
  public typealias Send = @Sendable (_ name: String, _ request: any WireWritable & Sendable) -> Void

  /// The output `name`, implementing the service `key` with `make`: given a function that sends a
  /// request out, it returns the service's value (`ItemsServer { send($0); return .answerFollows }`).
  public init<Key: DependencyKey, Request: WireWritable & Sendable>(
    _ name: String, implements key: Key.Type, request _: Request.Type,
    _ make: @escaping @Sendable (_ send: @escaping @Sendable (Request) -> Void) -> Key.Value
  ) {
    self.name = name
    service = ServiceRequirement(key)
    install = { dependencies, send in
      dependencies[key] = make { request in send(name, request) }
    }
  }

  /// Installs the service in `dependencies`, sending each request to `send`.
  public func install(into dependencies: inout Dependencies, send: @escaping Send) {
    install(&dependencies, send)
  }
}
