import BenchmarkHarness
import CollectionLayout
import LayoutWorkloads

extension BenchmarkCase {
    /// Why a case name could not be read.
    public struct NameError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong with the name.
        public var description: String
    }

    /// The case a name denotes (the inverse of `name`), with `seed`. Any item
    /// count is accepted, not only the suite's.
    /// - Throws: `NameError` saying which part of the name is wrong and what it may be.
    /// - Complexity: O(length of name)
    public init(name: String, seed: UInt64 = 1) throws(NameError) {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let shape = "layout/workload/operation[/position]/strategy/n=items, e.g. flow/grid/query-slots/middle/interval-tree/n=1000000"
        guard parts.count == 5 || parts.count == 6 else {
            throw NameError(description: "'\(name)' is not a case name: expected \(shape)")
        }
        func value<Value: RawRepresentable & CaseIterable>(_ text: String, _ what: String, _: Value.Type) throws(NameError) -> Value where Value.RawValue == String {
            guard let value = Value(rawValue: text) else {
                throw NameError(description: "unknown \(what) '\(text)' in case name '\(name)' (expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return value
        }
        let layout = try value(parts[0], "layout", LayoutFamily.self)
        let workload = try value(parts[1], "workload", Workload.self)
        guard layout.accepts(workload) else {
            let accepted = Workload.allCases.filter(layout.accepts).map(\.rawValue).joined(separator: ", ")
            throw NameError(description: "layout \(layout.rawValue) cannot lay out workload '\(workload.rawValue)' in case name '\(name)' (it takes \(accepted))")
        }
        let operation = try value(parts[2], "operation", BenchmarkOperation.self)
        guard layout.runs(operation) else {
            let runners = LayoutFamily.allCases.filter { $0.runs(operation) }.map(\.rawValue).joined(separator: ", ")
            let lacks = operation.layouts?.lacks ?? "cannot run it"
            throw NameError(description: "layout \(layout.rawValue) \(lacks): \(operation.rawValue) in case name '\(name)' runs on \(runners)")
        }
        guard operation.isPositioned == (parts.count == 6) else {
            throw NameError(description: "case name '\(name)': \(operation.rawValue) \(operation.isPositioned ? "needs a position (top, middle, bottom)" : "takes no position"): expected \(shape)")
        }
        let position = parts.count == 6 ? try value(parts[3], "position", ContentPosition.self) : nil
        let strategyText = parts[parts.count - 2]
        guard let strategy = BenchmarkStrategy(rawValue: strategyText) else {
            throw NameError(description: "unknown strategy '\(strategyText)' in case name '\(name)' (expected one of \(BenchmarkStrategy.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard operation.accepts(strategy) else {
            let what = strategy.isPreparePeer ? "computes a prepare's frames only" : "answers slot queries only"
            throw NameError(description: "strategy \(strategy.rawValue) \(what): \(operation.rawValue) in case name '\(name)' runs on \(BenchmarkStrategy.allCases.filter(operation.accepts).map(\.rawValue).joined(separator: ", "))")
        }
        guard strategy.runs(on: layout) else {
            throw NameError(description: "strategy \(strategy.rawValue) cannot answer layout \(layout.rawValue) exactly: \(strategy.layouts?.lacks ?? "it cannot run it") in case name '\(name)'")
        }
        let countText = parts[parts.count - 1]
        guard countText.hasPrefix("n="), let items = Int(countText.dropFirst(2)), items >= 0, items <= Workload.maximumItemCount else {
            throw NameError(description: "'\(countText)' in case name '\(name)' is not an item count: expected n= and a number from 0 to \(Workload.maximumItemCount)")
        }
        self.init(layout: layout, workload: workload, strategy: strategy, operation: operation, position: position, items: items, seed: seed)
    }
}
