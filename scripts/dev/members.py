#!/usr/bin/env python3
"""Counts the members each class or struct declares in C++ headers (house rule: at most 50).

A member is a function (constructors, destructors and signals included), or a data member
(static constants included), declared in the class's own body. Nested types, `using`,
`friend`, access labels, Qt macros and `= delete`d functions are not members; a nested type
that also declares a member (`struct {...} m_x;`) counts as that one member.

Usage: members.py [LIMIT] [FILE...]   (default: git ls-files '*.h' under core widgets app)
Prints `COUNT FILE CLASS` for each class over LIMIT (all classes with LIMIT 0), largest first.
"""
import re
import subprocess
import sys

MACROS = re.compile(r"\bQ_(OBJECT|GADGET|NAMESPACE)\b|\bQ_DISABLE_COPY(_MOVE)?\s*\([^)]*\)"
                    r"|\bQ_(PROPERTY|ENUM|FLAG|DECLARE_FLAGS|CLASSINFO|INTERFACES)\s*\((?:[^()]|\([^()]*\))*\)")
LABELS = re.compile(r"\b(public|private|protected)\s*(Q_SLOTS|slots)?\s*:(?!:)|\bQ_(SIGNALS|SLOTS)\s*:|\bsignals\s*:")
HEAD = re.compile(r"(?<![\w:])(class|struct|union)\s+(?:\[\[[^\]]*\]\]\s*)?(\w+)(\s+final)?\s*(:[^;{()]*)?\{")


def strip(text):
    """Comments, string and character literals and preprocessor lines blanked (lengths kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        elif c == "#" and (i == 0 or text[i - 1] == "\n"):
            j = text.find("\n", i)
            while j > 0 and text[j - 1] == "\\":
                j = text.find("\n", j + 1)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def match_brace(text, i):
    """Index after the brace that closes the one at i."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


def statements(body):
    """The body's declarations, each as text (nested braces kept)."""
    out, start, i, n, paren = [], 0, 0, len(body), 0
    while i < n:
        c = body[i]
        if c in "([":
            paren += 1
        elif c in ")]":
            paren -= 1
        elif c == ";" and paren == 0:
            out.append(body[start:i])
            start = i + 1
        elif c == "{" and paren == 0:
            end = match_brace(body, i)
            head = body[start:i]
            rest = body[end:].lstrip()
            is_type = re.match(r"\s*(template\s*<[^>]*>\s*)?(enum|struct|class|union)\b", LABELS.sub(" ", head))
            if rest.startswith(";") or rest.startswith(",") or is_type or re.search(r"=\s*$", head):
                i = end
                continue  # a brace initialiser or a nested type: the declaration ends at ';'
            out.append(body[start:end])  # a function defined in the class
            start = end
            i = end
            continue
        i += 1
    out.append(body[start:])
    return out


def count(body):
    body = MACROS.sub(" ", body)
    members = 0
    for s in statements(body):
        s = LABELS.sub(" ", s).strip()
        if not s or re.match(r"(using|typedef|friend|static_assert)\b", s):
            continue
        if re.search(r"=\s*delete\s*$", s):
            continue
        m = re.match(r"(template\s*<[^>]*>\s*)?(enum|struct|class|union)\b[^{;]*\{", s)
        if m:
            end = match_brace(s, m.end() - 1)
            if s[end:].strip():
                members += 1  # the type declares a member too
            continue
        members += 1
    return members


def classes(path):
    text = strip(open(path, encoding="utf-8", errors="replace").read())
    for m in HEAD.finditer(text):
        if re.search(r"\benum\s*$", text[: m.start()]):
            continue
        open_at = m.end() - 1
        end = match_brace(text, open_at)
        yield m.group(2), count(text[open_at + 1 : end - 1])


def main():
    args = sys.argv[1:]
    limit = int(args.pop(0)) if args and args[0].isdigit() else 50
    files = args or subprocess.run(["git", "ls-files", "core/*.h", "widgets/*.h", "app/*.h"],
                                   capture_output=True, text=True, check=True).stdout.split()
    rows = [(n, f, name) for f in files for name, n in classes(f) if n > limit]
    for n, f, name in sorted(rows, reverse=True):
        print(f"{n:4d} {f} {name}")
    return 1 if rows and limit else 0


if __name__ == "__main__":
    sys.exit(main())
