// swift-tools-version:6.0
import PackageDescription

/// layout-bench: a UICollectionView-style layout engine in pure Swift, and the
/// harness that measures it. See README.md for the two commands that matter.
let package = Package(
    name: "layout-bench",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "BenchmarkHarness", targets: ["BenchmarkHarness"]),
        .library(name: "BenchmarkKit", targets: ["BenchmarkKit"]),
        .executable(name: "layout-bench", targets: ["LayoutBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The engine: standard library only (no Foundation), so it is fast and portable.
        .target(name: "CollectionLayout"),
        // Seeded, deterministic data sets shared by tests, benchmarks and the CLI.
        .target(name: "LayoutWorkloads", dependencies: ["CollectionLayout"]),
        // The JSON layout spec (docs/spec.md) and the CLI's output formats.
        .target(name: "LayoutSpec", dependencies: ["CollectionLayout", "LayoutWorkloads"]),
        // jemalloc, from Debian's libjemalloc-dev.
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        // The jemalloc options compiled into the benchmark executable (see malloc_conf.c).
        .target(name: "JemallocConfig"),
        // perf_event_open(2) for instruction counts (a variadic syscall Swift cannot call).
        .target(name: "CPerfEvents"),
        // The benchmark's C++ peers (Boost.Geometry's R-tree from Debian's libboost-dev,
        // a sorted-array scan) behind a C interface; never linked into CollectionLayout.
        // Release builds compile it at -O2 with NDEBUG, as a C++ project ships (Boost's asserts off).
        .target(name: "CLayoutPeers", cxxSettings: [.define("NDEBUG", .when(configuration: .release))]),
        // The peers as Swift types over the engine's frames.
        .target(name: "LayoutPeers", dependencies: ["CLayoutPeers", "CollectionLayout"]),
        // The generic harness: clocks, allocator counters, statistics, charts,
        // profiles; it knows nothing of layouts.
        .target(name: "BenchmarkHarness", dependencies: ["CJemalloc", "CPerfEvents"]),
        // The layout suite on top of it: families, workloads, fixtures, operations,
        // strategies, sweeps, and the results, tables and comparisons of its cases.
        .target(name: "BenchmarkKit", dependencies: ["BenchmarkHarness", "CollectionLayout", "LayoutWorkloads", "LayoutPeers"]),
        .executableTarget(
            name: "LayoutBench",
            dependencies: [
                "CollectionLayout", "LayoutWorkloads", "LayoutSpec", "BenchmarkHarness", "BenchmarkKit", "CJemalloc", "JemallocConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/LayoutBench"
        ),
        // Shared by the test targets: the oracle checker and seeded random layouts.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["CollectionLayout", "LayoutWorkloads"],
            path: "Tests/LayoutTestSupport"
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: ["CollectionLayout", "LayoutWorkloads", "LayoutTestSupport"]
        ),
        .testTarget(
            name: "LayoutSpecTests",
            dependencies: ["LayoutSpec", "CollectionLayout", "LayoutWorkloads", "LayoutTestSupport"]
        ),
        // Runs the built `layout-bench` executable end to end (found beside the test bundle).
        .testTarget(name: "LayoutBenchTests", dependencies: ["LayoutSpec"]),
        .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkHarness", "BenchmarkKit", "CollectionLayout", "LayoutWorkloads"]),
        .testTarget(name: "LayoutWorkloadsTests", dependencies: ["LayoutWorkloads", "CollectionLayout"]),
        // The peers checked exact against the linear scan on the oracle's random layouts.
        .testTarget(name: "LayoutPeersTests", dependencies: ["LayoutPeers", "CollectionLayout", "LayoutWorkloads", "LayoutTestSupport"]),
    ]
)
