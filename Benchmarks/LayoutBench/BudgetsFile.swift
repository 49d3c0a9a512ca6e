import BenchmarkKit
import LayoutSpec

/// Reading a budgets file (`layout-bench check --budgets FILE`, by default
/// `Benchmarks/budgets.json`). Its format, in docs/harness.md:
///
///     { "budgetsVersion": 1,
///       "budgets": [
///         { "name": "queries do not allocate", "filter": "operation=query-slots",
///           "maximumAllocationsPerOperation": 0, "note": "why" },
///         { "filter": "operation=query-slots,items>=1000", "minimumSpeedup": { "linear": 1.1 } } ] }
///
/// Parsed with the spec's strict JSON parser, so a syntax error names its
/// line and column; every other problem names its JSON path. Unknown keys,
/// duplicate keys and names, a budget without a limit, a negative or
/// non-finite limit, a filter `run --filter` would refuse, and a speedup over
/// a strategy that is not a reference are all refused.
enum BudgetsFile {
    /// The budgets file `check` reads when none is given.
    static let defaultPath = "Benchmarks/budgets.json"
    /// The version of the format this build reads.
    static let version = 1
    /// The largest budgets file read: 16 MiB.
    static let maximumBytes = 16 << 20

    /// Why a budgets file was refused: one line naming the file and the path.
    struct Failure: Error, CustomStringConvertible {
        /// The message, without `error: `.
        var description: String
    }

    /// The budgets in the file at `path`.
    /// - Throws: `Failure` saying what is wrong and where.
    /// - Complexity: O(file size + budgets × filter length)
    static func read(_ path: String) throws(Failure) -> [Budget] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumBytes)
        } catch {
            throw Failure(description: "cannot read the budgets file \"\(path)\": \(error.description)")
        }
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw Failure(description: "\(path) is not valid JSON: \(error.description)")
        }
        return try budgets(in: document, name: path)
    }

    /// The budgets of a parsed document, named `name` in errors.
    /// - Throws: `Failure`: `NAME: PATH: MESSAGE`.
    /// - Complexity: O(budgets × keys)
    static func budgets(in document: JSONValue, name: String) throws(Failure) -> [Budget] {
        func refuse(_ path: String, _ message: String) -> Failure {
            Failure(description: "\(name): \(path.isEmpty ? "" : path + ": ")\(message)")
        }
        let top = try members(of: document, path: "", allowed: ["budgetsVersion", "budgets", "note"], refuse: refuse)
        guard case .number(let version)? = top["budgetsVersion"] else {
            throw refuse("budgetsVersion", top["budgetsVersion"] == nil ? "missing (this build reads version \(Self.version))" : "expected a number")
        }
        guard version == Double(Self.version) else {
            throw refuse("budgetsVersion", "this build reads version \(Self.version), got \(OutputNumber.text(version))")
        }
        guard case .array(let entries)? = top["budgets"] else {
            throw refuse("budgets", top["budgets"] == nil ? "missing (an array of budgets)" : "expected an array of budgets, got \(top["budgets"]!.kindDescription)")
        }
        guard !entries.isEmpty else { throw refuse("budgets", "empty (give at least one budget)") }
        let known = BenchmarkSuite(cases: [], sampling: .quick).knownValues
        let references = BenchmarkStrategy.references.compactMap(\.referenceLabel)
        var budgets: [Budget] = []
        var names: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let path = "budgets[\(index)]"
            let keys = ["name", "filter", "note"] + BudgetMetric.allCases.map(\.rawValue)
            let object = try members(of: entry, path: path, allowed: keys, refuse: refuse)
            guard case .string(let filterText)? = object["filter"] else {
                throw refuse(path + ".filter", object["filter"] == nil ? "missing (the cases the budget covers, as layout-bench run --filter takes them)" : "expected a string")
            }
            let filter: CaseFilter
            do {
                filter = try CaseFilter(filterText, known: known)
            } catch {
                throw refuse(path + ".filter", error.description)
            }
            var budgetName = filterText
            if let value = object["name"] {
                guard case .string(let text) = value, !text.isEmpty else { throw refuse(path + ".name", "expected a non-empty string") }
                budgetName = text
            }
            if let value = object["note"], case .string = value {} else if object["note"] != nil {
                throw refuse(path + ".note", "expected a string")
            }
            if let earlier = names.updateValue(index, forKey: budgetName) {
                throw refuse(path + ".name", "\"\(budgetName)\" is already the name of budgets[\(earlier)] (give each budget its own name)")
            }
            var limits: [Budget.Limit] = []
            for metric in BudgetMetric.allCases {
                guard let value = object[metric.rawValue] else { continue }
                let limitPath = path + "." + metric.rawValue
                if metric == .speedup {
                    let speedups = try members(of: value, path: limitPath, allowed: references, refuse: refuse)
                    guard !speedups.members.isEmpty else { throw refuse(limitPath, "empty (give a minimum per reference: \(references.joined(separator: ", ")))") }
                    for member in speedups.members {
                        let bound = try number(member.value, path: limitPath + "." + member.key, positive: true, refuse: refuse)
                        limits.append(Budget.Limit(metric: metric, reference: member.key, bound: bound))
                    }
                } else {
                    limits.append(Budget.Limit(metric: metric, bound: try number(value, path: limitPath, positive: false, refuse: refuse)))
                }
            }
            guard !limits.isEmpty else {
                throw refuse(path, "no limit (give at least one of \(BudgetMetric.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            budgets.append(Budget(name: budgetName, filterText: filterText, filter: filter, limits: limits))
        }
        return budgets
    }

    /// The members of an object whose keys are all `allowed`, each once.
    private static func members(of value: JSONValue, path: String, allowed: [String], refuse: (String, String) -> Failure) throws(Failure) -> JSONObject {
        guard case .object(let object) = value else {
            throw refuse(path, "expected an object, got \(value.kindDescription)")
        }
        var seen: Set<String> = []
        for member in object.members {
            let memberPath = path.isEmpty ? member.key : path + "." + member.key
            guard allowed.contains(member.key) else {
                throw refuse(memberPath, "unknown key (expected one of \(allowed.joined(separator: ", ")))")
            }
            guard seen.insert(member.key).inserted else { throw refuse(memberPath, "given twice") }
        }
        return object
    }

    /// A finite number >= 0 (> 0 when `positive`).
    private static func number(_ value: JSONValue, path: String, positive: Bool, refuse: (String, String) -> Failure) throws(Failure) -> Double {
        guard case .number(let number) = value else { throw refuse(path, "expected a number, got \(value.kindDescription)") }
        guard number.isFinite, positive ? number > 0 : number >= 0 else {
            throw refuse(path, "expected a number \(positive ? "> 0" : ">= 0"), got \(OutputNumber.text(number))")
        }
        return number
    }
}
