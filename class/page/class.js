"use strict";
// The student page of "The class answers" (issue 23). The protocol is in core/classsession.h.
// Every text is set with textContent: nothing the app or another student sends becomes HTML.
(function () {
    // The first of the browser's languages that is English or Chinese decides.
    const preferred = (navigator.languages && navigator.languages.length ? navigator.languages
                                                                         : [navigator.language || "en"])
                          .map(function (l) { return String(l).toLowerCase(); })
                          .find(function (l) { return l.indexOf("zh") === 0 || l.indexOf("en") === 0; });
    const zh = !!preferred && preferred.indexOf("zh") === 0;
    const lang = zh ? "zh" : "en";
    document.documentElement.lang = zh ? "zh-CN" : "en";

    const texts = {
        en: {
            title: "NDCG Explorer: the class answers",
            room: "Room code",
            name: "Nickname",
            join: "Join",
            joinPrompt: "Type the room code shown on the projector.",
            connecting: "Connecting…",
            reconnecting: "Connection lost. Reconnecting…",
            wait: "Joined. Wait for the teacher's question.",
            value: "Your answer",
            submit: "Submit",
            change: "Change my answer",
            yours: "Your answer: %1 — you can change it until the teacher closes it.",
            closedYours: "Your answer: %1 — the teacher closed the answers. Wait for the reveal.",
            closedNone: "The teacher closed the answers. You did not answer this one.",
            right: "Right!",
            wrong: "Not quite.",
            answer: "The answer: %1",
            yourResult: "Your answer: %1",
            noAnswer: "You did not answer.",
            likely: "Likely: %1",
            notANumber: "Type a number, for example 0.861.",
            pickChoice: "Pick one of the choices.",
        },
        zh: {
            title: "NDCG Explorer：全班作答",
            room: "房间码",
            name: "昵称",
            join: "加入",
            joinPrompt: "请输入投影上显示的房间码。",
            connecting: "正在连接……",
            reconnecting: "连接已断开，正在重新连接……",
            wait: "已加入。请等待老师的问题。",
            value: "你的答案",
            submit: "提交",
            change: "修改答案",
            yours: "你的答案：%1 —— 老师结束作答之前都可以修改。",
            closedYours: "你的答案：%1。老师已结束作答，请等待揭晓。",
            closedNone: "老师已结束作答，这一题你没有作答。",
            right: "答对了！",
            wrong: "不太对。",
            answer: "正确答案：%1",
            yourResult: "你的答案：%1",
            noAnswer: "你没有作答。",
            likely: "可能的原因：%1",
            notANumber: "请输入一个数，例如 0.861。",
            pickChoice: "请选择一个选项。",
        },
    };
    function t(key, arg) {
        const s = texts[lang][key];
        return arg === undefined ? s : s.replace("%1", String(arg));
    }
    function local(text) {
        if (text === null || text === undefined)
            return "";
        if (typeof text === "string")
            return text;
        return String(text[lang] || text.en || "");
    }
    const $ = function (id) { return document.getElementById(id); };
    const show = function (id, on) { $(id).hidden = !on; };

    function deviceId() {
        let id = null;
        try {
            id = localStorage.getItem("ndcg-class-device");
        } catch (e) {
            id = null;
        }
        if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
            const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";
            const bytes = new Uint8Array(32);
            crypto.getRandomValues(bytes);
            id = Array.from(bytes, function (b) { return alphabet[b & 63]; }).join("");
            try {
                localStorage.setItem("ndcg-class-device", id);
            } catch (e) {
                // a private window: the id lasts as long as the page
            }
        }
        return id;
    }
    const device = deviceId();

    let socket = null;
    let joined = false; // a join was sent by the student (reconnects join again)
    let admitted = false;
    let nicknames = false;
    let backoff = 500;
    let question = null; // the last "question" message
    let picked = null; // the choice picked, before Submit

    function setStatus(text) { $("status").textContent = text; }

    function applyTexts() {
        document.title = t("title");
        $("title").textContent = t("title");
        $("room-label").textContent = t("room");
        $("name-label").textContent = t("name");
        $("join-button").textContent = t("join");
        $("value-label").textContent = t("value");
        $("submit").textContent = t("submit");
    }

    function send(message) {
        if (socket && socket.readyState === WebSocket.OPEN)
            socket.send(JSON.stringify(message));
    }
    function sendJoin() {
        const message = { type: "join", room: $("room").value.trim(), device: device };
        if (nicknames && $("name").value.trim())
            message.name = $("name").value.trim();
        send(message);
    }

    function connect() {
        const scheme = location.protocol === "https:" ? "wss://" : "ws://";
        socket = new WebSocket(scheme + location.host + "/ws");
        socket.onopen = function () {
            backoff = 500;
            if (joined)
                sendJoin();
            else
                setStatus(t("joinPrompt"));
        };
        socket.onmessage = function (event) {
            let message = null;
            try {
                message = JSON.parse(event.data);
            } catch (e) {
                return;
            }
            if (message && typeof message === "object")
                receive(message);
        };
        socket.onclose = function () {
            admitted = false;
            setStatus(t("reconnecting"));
            setTimeout(connect, backoff);
            backoff = Math.min(backoff * 2, 10000);
        };
    }

    function receive(m) {
        switch (m.type) {
        case "welcome":
            admitted = true;
            nicknames = !!m.nicknames;
            if (nicknames && !$("name").value.trim()) {
                // the teacher asked for nicknames: join again with one
                show("name-row", true);
                show("join", true);
                $("name").focus();
                break;
            }
            show("join", false);
            setStatus(t("wait"));
            break;
        case "refused":
            setStatus(local(m.message));
            if (m.reason === "wrong-room" || m.reason === "full" || m.reason === "bad-name"
                || m.reason === "unknown-device") {
                joined = false;
                admitted = false;
                show("join", true);
                show("question", false);
            }
            break;
        case "wait":
            question = null;
            show("question", false);
            show("result", false);
            setStatus(t("wait"));
            break;
        case "question":
            showQuestion(m);
            break;
        case "ack":
            if (question && m.question === question.id) {
                question.yours = m.yours;
                showYours();
            }
            break;
        case "result":
            showResult(m);
            break;
        default:
            break;
        }
    }

    function yoursText(q, yours) {
        if (yours === null || yours === undefined)
            return null;
        if (typeof yours === "number" && q && Array.isArray(q.choices))
            return local(q.choices[yours]);
        return String(yours);
    }

    function showQuestion(m) {
        const same = question && question.id === m.id;
        question = m;
        show("result", false);
        show("question", true);
        setStatus("");
        $("question-text").textContent = local(m.text);
        // The figure large, unless the question already says it (a phone has no room for twice).
        const figure = m.figure ? String(m.figure) : "";
        $("figure").textContent = figure;
        show("figure", !!figure && local(m.text).indexOf(figure) < 0);
        const number = m.kind !== "choice";
        show("number-row", number && m.open);
        const choices = $("choices");
        while (choices.firstChild)
            choices.removeChild(choices.firstChild);
        if (!same)
            picked = null;
        if (!number) {
            (m.choices || []).forEach(function (choice, i) {
                const b = document.createElement("button");
                b.type = "button";
                b.textContent = local(choice);
                b.disabled = !m.open;
                b.setAttribute("aria-pressed", String(picked === i || (picked === null && m.yours === i)));
                b.addEventListener("click", function () {
                    picked = i;
                    Array.from(choices.children).forEach(function (c, j) {
                        c.setAttribute("aria-pressed", String(j === i));
                    });
                });
                choices.appendChild(b);
            });
        }
        show("submit", !!m.open);
        if (!same && number)
            $("value").value = "";
        showYours();
    }

    function showYours() {
        const text = yoursText(question, question.yours);
        if (!question.open) {
            $("yours").textContent = text === null ? t("closedNone") : t("closedYours", text);
            show("yours", true);
            return;
        }
        if (text === null) {
            show("yours", false);
            $("submit").textContent = t("submit");
            return;
        }
        $("yours").textContent = t("yours", text);
        show("yours", true);
        $("submit").textContent = t("change");
    }

    function showResult(m) {
        show("question", false);
        show("result", true);
        setStatus("");
        // No verdict for a student who did not answer: "Not quite." would blame a guess never made.
        const answered = m.yours !== null && m.yours !== undefined;
        const verdict = $("verdict");
        verdict.textContent = answered ? (m.right ? t("right") : t("wrong")) : "";
        verdict.className = answered ? (m.right ? "right" : "wrong") : "";
        show("verdict", answered);
        $("right-answer").textContent = t("answer", local(m.answer));
        const yours = yoursText(question && question.id === m.question ? question : null, m.yours);
        $("your-result").textContent = yours === null ? t("noAnswer") : t("yourResult", yours);
        $("diagnosis").textContent = m.diagnosis ? t("likely", local(m.diagnosis)) : "";
        show("diagnosis", !!m.diagnosis);
    }

    $("join").addEventListener("submit", function (event) {
        event.preventDefault();
        if (!$("room").value.trim())
            return;
        joined = true;
        setStatus(t("connecting"));
        if (socket && socket.readyState === WebSocket.OPEN)
            sendJoin();
    });
    $("answer").addEventListener("submit", function (event) {
        event.preventDefault();
        if (!question || !question.open)
            return;
        if (question.kind === "choice") {
            if (picked === null) {
                setStatus(t("pickChoice"));
                return;
            }
            send({ type: "answer", question: question.id, choice: picked });
        } else {
            const value = $("value").value.trim();
            if (!value) {
                setStatus(t("notANumber"));
                return;
            }
            send({ type: "answer", question: question.id, value: value });
        }
        setStatus("");
    });

    applyTexts();
    const hash = decodeURIComponent(location.hash.replace(/^#/, "")).trim();
    if (hash)
        $("room").value = hash.toUpperCase().slice(0, 6);
    show("join", true);
    $("room").focus();
    connect();
})();
