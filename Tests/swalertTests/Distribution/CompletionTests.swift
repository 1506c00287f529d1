import Foundation
import XCTest
@testable import swalert

/// The bash, zsh and fish completions, loaded in the real shells and asked what they would offer, against
/// what `--help` lists and the values each enumerated option accepts.
final class CompletionTests: XCTestCase {
    // MARK: - Syntax

    func testEveryCompletionFileParses() throws {
        let checks = [("bash", "completions/swalert.bash"), ("zsh", "completions/_swalert"), ("fish", "completions/swalert.fish")]
        for (shell, file) in checks {
            let result = try Programs.run(try Programs.require(shell), ["-n", file])
            XCTAssertEqual(result.status, 0, "\(shell) -n \(file)")
            XCTAssertEqual(result.stderr, "", "\(shell) -n \(file)")
        }
    }

    /// Catches an option left behind in a branch the other tests do not reach.
    func testEveryOptionNamedInACompletionFileExists() throws {
        let all = try HelpOptions.load().all
        for file in ["completions/swalert.bash", "completions/_swalert", "completions/swalert.fish"] {
            let named = Set(optionTokens(in: try Repository.text(file)).filter { $0.hasPrefix("--") })
            XCTAssertEqual(named.subtracting(all).sorted(), [], "\(file) names options no --help lists")
        }
    }

    // MARK: - Each shell, asked

    func testBashCompletesCommandsOptionsAndValues() throws {
        let registration = try Bash.run(["complete -p swalert"], completions: false)
        XCTAssertEqual(registration.trimmingCharacters(in: .whitespacesAndNewlines), "complete -F _swalert swalert")
        try checkCompletions(shell: "bash") { try Bash.complete($0, withBashCompletion: false) }
    }

    /// As an interactive Debian or Homebrew bash has it: with the bash-completion package's helpers loaded.
    func testBashCompletesTheSameWithTheBashCompletionPackage() throws {
        _ = try Bash.bashCompletion()
        try checkCompletions(shell: "bash with bash-completion") { try Bash.complete($0, withBashCompletion: true) }
    }

    func testZshCompletesCommandsOptionsAndValues() throws {
        try checkCompletions(shell: "zsh") { try Zsh.complete($0) }
    }

    func testFishCompletesCommandsOptionsAndValues() throws {
        try checkCompletions(shell: "fish") { try Fish.complete($0) }
    }

    // MARK: - What every shell must offer

    /// What a shell must offer for one command line.
    private enum Offer {
        /// Exactly these words.
        case exactly(Set<String>)
        /// At least these words.
        case including(Set<String>)
        /// No option: the line ends where a value goes.
        case noOption
    }

    /// Asks `complete` for every command line below at once and compares what it offers with `--help`.
    ///
    /// Completions offer options by their long names; `-h` and `-V` are the same options as `--help` and
    /// `--version`.
    private func checkCompletions(shell: String, _ complete: ([String]) throws -> [String: [String]],
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let help = try HelpOptions.load()
        var expected: [(line: String, offer: Offer)] = [
            ("swalert ", .including(Set(help.commands))),
            ("swalert --", .exactly(help.topLevel.filter { $0.hasPrefix("--") })),
            ("swalert wait Working -- ech", .including(["echo"])),
        ]
        for command in help.commands {
            let options = help.options[command, default: []].filter { $0.hasPrefix("--") }
            expected.append(("swalert \(command) --", .exactly(options)))
            expected.append(("swalert \(command) Hello --ti", .exactly(options.filter { $0.hasPrefix("--ti") })))
            guard let known = Command(rawValue: command) else {
                XCTFail("--help lists a command '\(command)' that the command table does not have", file: file, line: line)
                continue
            }
            let enumerated = known.options.filter { !$0.choices.isEmpty }
            for option in help.valued[command, default: []] where !enumerated.contains(where: { "--" + $0.name == option }) {
                expected.append(("swalert \(command) \(option) ", .noOption))
            }
            for option in enumerated {
                XCTAssertTrue(help.valued[command, default: []].contains("--" + option.name),
                              "swalert \(command) --help does not show --\(option.name) with a value", file: file, line: line)
                for choice in option.choices {
                    XCTAssertTrue(help.texts[command, default: ""].contains(choice),
                                  "swalert \(command) --help does not say --\(option.name) takes '\(choice)'", file: file, line: line)
                }
                expected.append(("swalert \(command) --\(option.name) ", .exactly(Set(option.choices))))
                if shell != "zsh" {
                    expected.append(("swalert \(command) --\(option.name)=", .exactly(Set(option.choices))))
                }
            }
        }
        let offered = try complete(expected.map(\.line))
        for (commandLine, offer) in expected {
            guard let got = offered[commandLine] else {
                XCTFail("\(shell) gave no answer for '\(commandLine)'", file: file, line: line)
                continue
            }
            let words = Set(got)
            switch offer {
            case .exactly(let offers):
                XCTAssertEqual(words, offers, "\(shell) completing '\(commandLine)'", file: file, line: line)
            case .including(let offers):
                XCTAssertTrue(words.isSuperset(of: offers), "\(shell) completing '\(commandLine)' offers \(got.sorted()), "
                              + "not \(offers.subtracting(words).sorted())", file: file, line: line)
            case .noOption:
                XCTAssertEqual(got.filter { $0.hasPrefix("-") }, [], "\(shell) completing '\(commandLine)'", file: file, line: line)
            }
        }
    }
}

/// Answers of the form "@@ LINE" followed by one candidate a line, as the drivers below print them.
private func answers(_ output: String) -> [String: [String]] {
    var result: [String: [String]] = [:], current: String?
    for line in output.components(separatedBy: "\n") {
        if line.hasPrefix("@@ ") {
            current = String(line.dropFirst(3))
            result[current!] = []
        } else if let current, !line.isEmpty {
            result[current]!.append(line)
        }
    }
    return result
}

/// bash, with the completion function called as readline calls it: COMP_WORDS split at spaces and at `=`
/// (a word break), COMP_CWORD, COMP_LINE and COMP_POINT.
private enum Bash {
    static func bashCompletion() throws -> String {
        let path = "/usr/share/bash-completion/bash_completion"
        guard FileManager.default.fileExists(atPath: path) else {
            XCTFail("bash-completion is not installed (apt-get install bash-completion; .ci/run installs it)")
            throw HarnessError("no \(path)")
        }
        return path
    }

    static func run(_ commands: [String], completions loadPackage: Bool, arguments: [String] = []) throws -> String {
        let script = (loadPackage ? ["source \(try bashCompletion())"] : [])
            + ["source completions/swalert.bash"] + commands
        let result = try Programs.run(try Programs.require("bash"),
                                      ["--norc", "--noprofile", "-c", script.joined(separator: "\n"), "bash"] + arguments)
        guard result.status == 0, result.stderr.isEmpty else {
            throw HarnessError("bash exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }

    static func complete(_ lines: [String], withBashCompletion: Bool) throws -> [String: [String]] {
        let driver = #"""
            [[ $(complete -p swalert) =~ -F\ ([^ ]+) ]] && function=${BASH_REMATCH[1]}
            for line in "$@"; do
                printf '@@ %s\n' "$line"
                COMP_LINE=$line COMP_POINT=${#line} COMP_WORDS=()
                read -ra parts <<<"$line"
                for word in "${parts[@]}"; do
                    while [[ $word == *=* ]]; do COMP_WORDS+=("${word%%=*}" "="); word=${word#*=}; done
                    [[ -n $word ]] && COMP_WORDS+=("$word")
                done
                [[ $line == *' ' ]] && COMP_WORDS+=("")
                COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                COMPREPLY=()
                "$function" swalert "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
                printf '%s\n' "${COMPREPLY[@]}"
            done
            """#
        return answers(try run([driver], completions: withBashCompletion, arguments: lines))
    }
}

/// fish's own `complete -C`, which answers as if the line had been typed and Tab pressed.
private enum Fish {
    static func complete(_ lines: [String]) throws -> [String: [String]] {
        let script = """
            source completions/swalert.fish
            for line in $argv
                echo "@@ $line"
                complete -C "$line"
            end
            """
        let result = try Programs.run(try Programs.require("fish"), ["--no-config", "-c", script] + lines)
        guard result.status == 0, result.stderr.isEmpty else {
            throw HarnessError("fish exited \(result.status): \(result.stderr)")
        }
        // "word<TAB>description"; `--icon=info` for a line ending in `--icon=`.
        return answers(result.stdout).mapValues { candidates in
            candidates.map { candidate in
                let word = candidate.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? candidate
                if let equals = word.firstIndex(of: "="), word.hasPrefix("--") { return String(word[word.index(after: equals)...]) }
                return word
            }
        }
    }
}

/// An interactive zsh on a pseudo-terminal (zsh/zpty), with compinit and completions/ on its fpath: each
/// line is typed followed by Tab, and `compadd` is wrapped to print what it is given.
private enum Zsh {
    static func complete(_ lines: [String]) throws -> [String: [String]] {
        let directory = try TemporaryDirectory()
        let setup = directory.url.appendingPathComponent("setup.zsh")
        try Self.setup.write(to: setup, atomically: true, encoding: .utf8)
        let result = try Programs.run(try Programs.require("zsh"),
                                      ["-f", "-c", driver, "zsh", Repository.url("completions").path, setup.path] + lines,
                                      timeout: 60)
        guard result.status == 0, result.stderr.isEmpty else {
            throw HarnessError("zsh exited \(result.status): \(result.stderr)\n\(result.stdout)")
        }
        return answers(result.stdout)
    }

    /// Sourced by the interactive zsh. A NUL line before and after the candidates marks them out of
    /// everything else the terminal shows.
    private static let setup = #"""
        PROMPT= RPROMPT= PS2=
        autoload -Uz compinit && compinit -u -D
        zstyle ':completion:*' list-grouped false
        zstyle ':completion:*' insert-tab false
        _capture-marker() { print -rn -- $'\0\n' }
        compadd() {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
          typeset -a __hits
          builtin compadd -A __hits "$@"
          setopt localoptions norcexpandparam extendedglob
          typeset -A apre hpre hsuf asuf
          zparseopts -E P:=apre p:=hpre S:=asuf s:=hsuf
          local hit
          for hit in $__hits; do print -r -- $IPREFIX$apre$hpre$hit$hsuf$asuf; done
        }
        _capture-complete() {
          compprefuncs=(_capture-marker)
          comppostfuncs=(_capture-marker)
          zle complete-word
        }
        zle -N _capture-complete
        bindkey '^M' undefined
        bindkey '^J' undefined
        bindkey '^I' _capture-complete
        print ready
        """#

    /// `zsh -f -c driver zsh COMPLETIONS-DIRECTORY SETUP LINE...`
    private static let driver = #"""
        zmodload zsh/zpty || exit 2
        directory=$1 setup=$2
        shift 2
        zpty z zsh -f -i
        zpty -w z "fpath=(${(q)directory} \$fpath); source ${(q)setup}"
        while zpty -r z out; do [[ $out == ready* ]] && break; done
        for line in "$@"; do
          print -r -- "@@ $line"
          zpty -w -n z "$line"$'\t'
          integer between=0
          while zpty -r z out; do
            if [[ $out == *$'\0'* ]]; then
              (( between++ )) && break
              continue
            fi
            (( between )) && print -r -- ${out%%$'\r'*}
          done
          zpty -w -n z $'\C-a\C-k'
        done
        zpty -d z
        """#
}
