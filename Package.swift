// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Superapp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "superapp", targets: ["superapp"]),
    .executable(name: "check-architecture", targets: ["check-architecture"]),
    .executable(name: "benchmarks", targets: ["benchmarks"]),
    .executable(name: "new-module", targets: ["new-module"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Core
    .target(name: "UDF", path: "Modules/UDF", exclude: ["README.md"]),
    .testTarget(name: "UDFTests", dependencies: ["UDF", "UDFTesting"], path: "Tests/UDFTests"),
    .target(name: "UDFTesting", dependencies: ["UDF"], path: "Modules/UDFTesting", exclude: ["README.md"]),

    // MARK: - Domains
    .target(name: "User", dependencies: ["UDF"], path: "Modules/Domains/User", exclude: ["README.md"]),
    .testTarget(name: "UserTests", dependencies: ["User", "UDF", "UDFTesting"], path: "Tests/UserTests"),
    .target(name: "Items", dependencies: ["UDF"], path: "Modules/Domains/Items", exclude: ["README.md"]),
    .testTarget(name: "ItemsTests", dependencies: ["Items", "UDF", "UDFTesting"], path: "Tests/ItemsTests"),
    .target(name: "Driver", dependencies: ["UDF"], path: "Modules/Domains/Driver", exclude: ["README.md"]),
    .testTarget(name: "DriverTests", dependencies: ["Driver", "UDF", "UDFTesting"], path: "Tests/DriverTests"),
    .target(name: "Order", dependencies: ["UDF"], path: "Modules/Domains/Order", exclude: ["README.md"]),
    .testTarget(name: "OrderTests", dependencies: ["Order", "UDF", "UDFTesting"], path: "Tests/OrderTests"),
    .target(name: "Box", dependencies: ["UDF"], path: "Modules/Domains/Box", exclude: ["README.md"]),
    .testTarget(name: "BoxTests", dependencies: ["Box", "UDF", "UDFTesting"], path: "Tests/BoxTests"),
    .target(name: "Rating", dependencies: ["UDF"], path: "Modules/Domains/Rating", exclude: ["README.md"]),
    .testTarget(name: "RatingTests", dependencies: ["Rating", "UDF", "UDFTesting"], path: "Tests/RatingTests"),

    // MARK: - Features
    .target(
      name: "TakeOrder", dependencies: ["UDF", "Driver", "Order"], path: "Modules/Features/TakeOrder",
      exclude: ["README.md"]),
    .testTarget(
      name: "TakeOrderTests",
      dependencies: ["TakeOrder", "UDF", "Driver", "Order", "UDFTesting"],
      path: "Tests/TakeOrderTests"
    ),
    .target(
      name: "ItemsList", dependencies: ["UDF", "Items", "User"], path: "Modules/Features/ItemsList",
      exclude: ["README.md"]),
    .testTarget(
      name: "ItemsListTests",
      dependencies: ["ItemsList", "UDF", "Items", "User", "UDFTesting"],
      path: "Tests/ItemsListTests"
    ),
    .target(
      name: "Provisioning", dependencies: ["UDF", "Box", "Items"], path: "Modules/Features/Provisioning",
      exclude: ["README.md"]),
    .testTarget(
      name: "ProvisioningTests",
      dependencies: ["Provisioning", "UDF", "Box", "Items", "UDFTesting"],
      path: "Tests/ProvisioningTests"
    ),
    .target(
      name: "RateRide", dependencies: ["UDF", "Order", "Rating"], path: "Modules/Features/RateRide",
      exclude: ["README.md"]),
    .testTarget(
      name: "RateRideTests",
      dependencies: ["RateRide", "UDF", "Order", "Rating", "UDFTesting"],
      path: "Tests/RateRideTests"
    ),
    .target(
      name: "App",
      dependencies: [
        "UDF", "User", "Items", "Driver", "Order", "Box", "Rating", "TakeOrder", "ItemsList", "Provisioning",
        "RateRide",
      ],
      path: "Modules/Features/App", exclude: ["README.md"]
    ),
    .testTarget(
      name: "AppTests",
      dependencies: [
        "App", "UDF", "User", "Items", "Driver", "Order", "Box", "TakeOrder", "ItemsList", "Provisioning",
        "UDFTesting",
      ],
      path: "Tests/AppTests"
    ),

    // MARK: - Infrastructure (no domain knowledge; usable by any app)
    .target(name: "JSON", path: "Modules/Infrastructure/JSON", exclude: ["README.md"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON", "UDFTesting"], path: "Tests/JSONTests"),
    .target(name: "Journal", path: "Modules/Infrastructure/Journal", exclude: ["README.md"]),
    .testTarget(name: "JournalTests", dependencies: ["Journal", "UDFTesting"], path: "Tests/JournalTests"),
    .target(name: "Concurrency", path: "Modules/Infrastructure/Concurrency", exclude: ["README.md"]),
    .testTarget(name: "ConcurrencyTests", dependencies: ["Concurrency"], path: "Tests/ConcurrencyTests"),

    // MARK: - Apps
    .target(
      name: "HeadlessKit", dependencies: ["Concurrency", "JSON", "Journal", "UDF", "App"], path: "Apps/Headless/Kit"),
    .executableTarget(name: "superapp", dependencies: ["HeadlessKit"], path: "Apps/Headless/Main"),
    .testTarget(
      name: "HeadlessTests",
      dependencies: [
        "HeadlessKit", "JSON", "Journal", "superapp", "UDFTesting", "App", "UDF", "User", "Items", "Driver", "Order",
        "Box", "TakeOrder",
        "ItemsList",
        "Provisioning",
      ],
      path: "Tests/HeadlessTests"
    ),

    // MARK: - Tools
    .target(name: "ArchitectureRules", path: "Tools/ArchitectureCheck/Rules"),
    .executableTarget(
      name: "check-architecture",
      dependencies: ["ArchitectureRules"],
      path: "Tools/ArchitectureCheck/Main"
    ),
    .testTarget(
      name: "ArchitectureCheckTests",
      dependencies: ["ArchitectureRules"],
      path: "Tests/ArchitectureCheckTests"
    ),
    .target(name: "NewModuleKit", path: "Tools/NewModule/Kit"),
    .executableTarget(
      name: "new-module", dependencies: ["NewModuleKit", "ArchitectureRules"], path: "Tools/NewModule/Main"),
    .testTarget(name: "NewModuleTests", dependencies: ["NewModuleKit"], path: "Tests/NewModuleTests"),
    .executableTarget(
      name: "benchmarks",
      dependencies: ["UDF", "App", "HeadlessKit", "JSON", "Journal", "Items", "ItemsList", "User"],
      path: "Tools/Benchmarks",
      exclude: ["README.md"]
    ),
  ]
)

// MARK: - Settings

for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .swiftLanguageMode(.v6),
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
