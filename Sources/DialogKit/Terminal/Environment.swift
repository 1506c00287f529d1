/// The environment variables a dialog reads, by name; a dictionary literal makes one: `["TERM": "xterm-256color"]`,
/// `process` reads this process's own as each is asked for.
public struct Environment: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private var names: [String] = []
    private var values: [String] = []
    /// Whether a name not set here is looked up with `getenv` (unless unset here).
    private var readsProcess = false
    /// Names unset here that the process may have.
    private var unset: [String] = []

    public init() {}

    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { self[name] = value }
    }

    public init(_ dictionary: [String: String]) {
        for (name, value) in dictionary { self[name] = value }
    }

    /// This process's environment, each variable read with `getenv` when first asked for: no list of names is built.
    public static var process: Environment {
        var environment = Environment()
        environment.readsProcess = true
        return environment
    }

    /// The named variables of this process's environment that are set, each read with `getenv`.
    public static func reading(_ names: [String]) -> Environment {
        var environment = Environment()
        for name in names {
            if let value = Platform.environment(name) {
                environment.names.append(name)
                environment.values.append(value)
            }
        }
        return environment
    }

    /// The variable's value, nil when it is not set; setting nil unsets it.
    public subscript(name: String) -> String? {
        get {
            if let index = names.firstIndex(of: name) { return values[index] }
            return readsProcess && !unset.contains(name) ? Platform.environment(name) : nil
        }
        set {
            if readsProcess {
                unset.removeAll { $0 == name }
                if newValue == nil { unset.append(name) }
            }
            if let index = names.firstIndex(of: name) {
                if let newValue { values[index] = newValue } else {
                    names.remove(at: index)
                    values.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }

    public static func == (left: Environment, right: Environment) -> Bool {
        left.readsProcess == right.readsProcess && left.unset.count == right.unset.count && left.unset.allSatisfy(right.unset.contains)
            && left.names.count == right.names.count
            && left.names.indices.allSatisfy { right.names.contains(left.names[$0]) && right[left.names[$0]] == left.values[$0] }
    }
}
